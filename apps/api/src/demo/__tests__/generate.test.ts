import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CanonicalRepairOrderInput } from '@rlo/contract';
import {
  addDays,
  addYears,
  isoWeekday,
  listDates,
  monthIndex,
  parseDate,
  yearMonthOf,
} from '../../analytics/dates';
import { findDuplicateGroups, normalizeName } from '../../analytics/duplicates';
import { isShopOpen } from '../calendar';
import { generateDemoPlan } from '../plan';
import type { CanonicalRo, DemoLocationPlan } from '../types';
import { factsOf, hashOf, type LocationFacts } from './facts';

// A Sunday: yesterday is a Saturday, open at Downtown (Mon–Sat) only.
const TODAY = '2025-06-15';
const YESTERDAY = addDays(TODAY, -1);
const plan = generateDemoPlan({ today: TODAY, scale: 'small' });
const demoLocations = plan.partners[0].locations;
const peer = plan.partners[1].locations[0];
const peers = plan.partners.slice(1).flatMap((p) => p.locations);
const facts = new Map<DemoLocationPlan, LocationFacts>();

/** Computed on first use, so no single hook or test pays for all locations. */
const factsFor = (location: DemoLocationPlan): LocationFacts => {
  let f = facts.get(location);
  if (!f) facts.set(location, (f = factsOf(location, TODAY)));
  return f;
};
// The first test that looks at a location generates and validates its three years of ROs.
const SLOW = 120_000;
const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('generateRepairOrders', () => {
  it('produces canonical repair order inputs', () => {
    expectTypeOf<CanonicalRo>().toExtend<CanonicalRepairOrderInput>();
  });

  it('is deterministic: the same plan and today give the same ROs (JSON-equal)', { timeout: SLOW }, () => {
    const again = generateDemoPlan({ today: TODAY, scale: 'small' });
    expect(hashOf(again.partners[0].locations[0], TODAY)).toBe(factsFor(demoLocations[0]).hash);
    expect(hashOf(again.partners[1].locations[0], TODAY)).toBe(factsFor(peer).hash);
    expect(hashOf(peer, addDays(TODAY, 1))).not.toBe(factsFor(peer).hash);
  });

  it.each(demoLocations.map((l) => [l.name, l] as const))(
    '%s: every RO passes the canonical schema with zone-correct offsets',
    { timeout: SLOW },
    (_, location) => {
      const f = factsFor(location);
      expect(f.problems.slice(0, 5)).toEqual([]);
      expect(f.batchSizes.every((n) => n >= 1 && n <= 1000)).toBe(true);
      expect(f.batchSizes.slice(0, -1).every((n) => n === 1000)).toBe(true);
    },
  );

  it.each(demoLocations.map((l) => [l.name, l] as const))(
    '%s: 3 years of closed ROs ending yesterday, on working days only',
    (_, location) => {
      const f = factsFor(location);
      const dates = [...f.closedPerDay.keys()].sort();
      const lastOpenDay = listDates(addDays(TODAY, -7), YESTERDAY)
        .filter((d) => isShopOpen(location, d))
        .at(-1);
      expect(dates.at(-1)).toBe(lastOpenDay);
      expect(dates[0] >= addYears(TODAY, -3)).toBe(true);
      expect(dates[0] <= addDays(addYears(TODAY, -3), 4)).toBe(true);
      for (const date of f.closedDates) {
        expect(isoWeekday(date), `${location.name} closed an RO on ${date}`).toBeLessThanOrEqual(
          location.workingDays,
        );
      }
      expect([...f.closedDates].some((d) => isoWeekday(d) === 6)).toBe(location.workingDays === 6);
    },
  );

  it.each(demoLocations.map((l) => [l.name, l] as const))(
    '%s: 20–45 closed ROs per working day, busier Mondays, Fridays, spring and late summer',
    (_, location) => {
      const f = factsFor(location);
      const days = listDates(addYears(TODAY, -3), YESTERDAY).filter((d) => isShopOpen(location, d));
      const counts = days.map((d) => f.closedPerDay.get(d) ?? 0);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(20);
      expect(Math.max(...counts)).toBeLessThanOrEqual(45);
      const byWeekday = (wd: number) =>
        average(days.filter((d) => isoWeekday(d) === wd).map((d) => f.closedPerDay.get(d) ?? 0));
      const byMonth = (m: number) =>
        average(days.filter((d) => parseDate(d).month === m).map((d) => f.closedPerDay.get(d) ?? 0));
      expect(byWeekday(1)).toBeGreaterThan(byWeekday(3) + 2);
      expect(byWeekday(5)).toBeGreaterThan(byWeekday(3) + 1);
      expect(byMonth(4)).toBeGreaterThan(byMonth(12) + 2);
      expect(byMonth(8)).toBeGreaterThan(byMonth(12) + 2);
    },
  );

  it.each(demoLocations.map((l) => [l.name, l] as const))(
    '%s: a few %% ESTIMATE and DELETED ROs, OPEN ones in the last days only',
    (_, location) => {
      const f = factsFor(location);
      for (const status of ['ESTIMATE', 'DELETED'] as const) {
        expect(f.statuses[status] / f.count).toBeGreaterThan(0.005);
        expect(f.statuses[status] / f.count).toBeLessThan(0.06);
      }
      expect(f.statuses.OPEN).toBeGreaterThan(0);
      for (const date of f.openDates) expect(date >= addDays(TODAY, -3)).toBe(true);
    },
  );

  it.each(demoLocations.map((l) => [l.name, l] as const))(
    '%s: customers return, lapse and come back, or visit once',
    (_, location) => {
      const f = factsFor(location);
      const month = (d: string) => monthIndex(yearMonthOf(d));
      const current = month(TODAY);
      const visits = [...f.visits.values()];
      const recovered = visits.filter((v) => v.some((d, i) => i > 0 && month(d) - month(v[i - 1]) >= 13));
      const lostAfterOne = visits.filter((v) => v.length === 1 && month(v[0]) <= current - 13);
      const regular = visits.filter((v) => v.length >= 3);
      expect(recovered.length).toBeGreaterThan(50);
      expect(lostAfterOne.length).toBeGreaterThan(500);
      expect(regular.length).toBeGreaterThan(visits.length / 5);
      const gaps = visits.flatMap((v) => v.slice(1).map((d, i) => month(d) - month(v[i])));
      const typical = gaps.filter((g) => g >= 3 && g <= 9).length / gaps.length;
      expect(typical).toBeGreaterThan(0.6);
      // New customers arrive every month.
      const firstMonths = new Set(visits.map((v) => month(v[0])));
      for (let m = month(addYears(TODAY, -3)); m <= current; m++) expect(firstMonths.has(m)).toBe(true);
    },
  );

  it.each(demoLocations.map((l) => [l.name, l] as const))(
    '%s: at least 5 duplicate customers as kpis.md §6 defines them',
    (_, location) => {
      const f = factsFor(location);
      const customers = [...f.customers.values()].map((c, id) => ({
        ...c,
        id,
        first_seen: f.visits.get(c.external_id)?.[0] ?? null,
      }));
      const groups = findDuplicateGroups(customers);
      expect(groups.length).toBeGreaterThanOrEqual(5);
      for (const group of groups) {
        expect(new Set(group.map((c) => c.external_id)).size).toBe(group.length);
        // The same person written differently: names differ as typed, not once normalized.
        expect(new Set(group.map((c) => `${c.first_name}|${c.last_name}`)).size).toBe(group.length);
        expect(
          new Set(group.map((c) => `${normalizeName(c.first_name)}|${normalizeName(c.last_name)}`)).size,
        ).toBe(1);
      }
      const sharing = (g: typeof customers) =>
        g[0].email_addresses.length > 0 && g[1].email_addresses.length > 0 ? 'email' : 'phone';
      expect(new Set(groups.map(sharing)).size).toBe(2);
    },
  );

  it.each(demoLocations.map((l) => [l.name, l] as const))(
    '%s: contacts, addresses, sources and vehicles look real',
    (_, location) => {
      const f = factsFor(location);
      const customers = [...f.customers.values()];
      expect(f.sources).toEqual(
        new Set(['Google', 'Facebook', 'Referral', 'Drive-by', 'Yelp', 'Radio', null]),
      );
      const withoutEmail = customers.filter((c) => c.email_addresses.length === 0).length / customers.length;
      expect(withoutEmail).toBeGreaterThan(0.1);
      expect(withoutEmail).toBeLessThan(0.4);
      expect(customers.every((c) => c.phone_numbers.length > 0 && c.state === location.area.state)).toBe(
        true,
      );
      expect(customers.every((c) => c.city && c.postal_code && c.first_name && c.last_name)).toBe(true);
      // Only a duplicate record, typed in a hurry, may lack the street address.
      expect(customers.filter((c) => !c.address).length).toBeLessThan(50);
    },
  );

  it.each(demoLocations.map((l) => [l.name, l] as const))('%s: realistic money and time', (_, location) => {
    const { money: m, categories, employees } = factsFor(location);
    const aro = m.sold / m.closed / 100;
    expect(aro).toBeGreaterThan(350);
    expect(aro).toBeLessThan(650);
    // Older years were sold at lower posted rates, and much work below the posted rate.
    const rate = m.labor / (m.soldSeconds / 3600) / 100;
    expect(rate).toBeGreaterThan(115);
    expect(rate).toBeLessThan(location.laborRateCents / 100);
    expect(m.soldSeconds / m.actualSeconds).toBeGreaterThan(0.85);
    expect(m.soldSeconds / m.actualSeconds).toBeLessThan(1.15);
    expect(1 - m.partsCost / m.parts).toBeGreaterThan(0.4);
    expect(1 - m.partsCost / m.parts).toBeLessThan(0.55);
    expect(m.laborCost / m.labor).toBeGreaterThan(0.25);
    expect(m.laborCost / m.labor).toBeLessThan(0.35);
    expect(categories).toEqual(
      new Set([
        'Brakes',
        'Oil & Lube',
        'Tires',
        'Alignment',
        'Diagnostics',
        'Electrical',
        'Suspension',
        'HVAC',
        'Engine',
        'Transmission',
        'Inspection',
        'Maintenance',
      ]),
    );
    expect(employees).toEqual(
      new Set([...location.writers, ...location.technicians].map((e) => e.external_id)),
    );
  });

  it('writes a 10:00 local time in July with -05:00 and in January with -06:00 at Downtown (US/Central)', () => {
    const { offsetsByMonth } = factsFor(demoLocations[0]);
    expect(offsetsByMonth.get('07')).toEqual(new Set(['-05:00']));
    expect(offsetsByMonth.get('01')).toEqual(new Set(['-06:00']));
    expect(factsFor(demoLocations[2]).offsetsByMonth.get('07')).toEqual(new Set(['-07:00']));
    expect(factsFor(demoLocations[2]).offsetsByMonth.get('01')).toEqual(new Set(['-08:00']));
  });

  it.each(demoLocations.map((l) => [l.name, l] as const))(
    '%s: the effective labor rate differs month to month, rises each January and stays within 115–190 dollars',
    { timeout: SLOW },
    (_, location) => {
      const { laborByMonth, noChargeLines, laborLines } = factsFor(location);
      const rateOf = (months: string[]) => {
        const sums = months.map((m) => laborByMonth.get(m) ?? { labor: 0, soldSeconds: 0 });
        const labor = sums.reduce((a, b) => a + b.labor, 0);
        const seconds = sums.reduce((a, b) => a + b.soldSeconds, 0);
        return labor / (seconds / 3600) / 100;
      };
      const months = [...laborByMonth.keys()].sort();
      const rates = months.map((m) => rateOf([m]));
      for (const r of rates) {
        expect(r).toBeGreaterThan(115);
        expect(r).toBeLessThan(190);
      }
      // Not one figure: whole-cent monthly rates nearly all differ.
      expect(new Set(rates.map((r) => r.toFixed(2))).size).toBeGreaterThan(months.length * 0.8);
      // A raise each January: every January above the December before, and year over year.
      for (const year of [2023, 2024, 2025]) {
        expect(rateOf([`${year}-01`])).toBeGreaterThan(rateOf([`${year - 1}-12`]) + 2);
      }
      const yearOf = (y: number) => rateOf(months.filter((m) => m.startsWith(`${y}-`)));
      expect(yearOf(2024)).toBeGreaterThan(yearOf(2023) * 1.02);
      expect(yearOf(2025)).toBeGreaterThan(yearOf(2024) * 1.02);
      // Below the posted rate on menu work, above it on diagnosis: never the posted rate itself.
      expect(Math.abs(rateOf(months.filter((m) => m.startsWith('2025-'))) - location.laborRateCents / 100)).toBeGreaterThan(1);
      // A few comebacks, put right at no charge.
      expect(noChargeLines).toBeGreaterThan(0);
      expect(noChargeLines / laborLines).toBeLessThan(0.02);
    },
  );

  it('gives each demo location its own effective labor rate', { timeout: SLOW }, () => {
    const rates = demoLocations.map((l) => {
      const { money } = factsFor(l);
      return money.labor / (money.soldSeconds / 3600) / 100;
    });
    const sorted = [...rates].sort((a, b) => a - b);
    expect(sorted[1] - sorted[0]).toBeGreaterThan(5);
    expect(sorted[2] - sorted[1]).toBeGreaterThan(5);
  });

  it("gives peers this year's days, some busier and some quieter than the demo's locations", { timeout: SLOW }, () => {
    const f = factsFor(peer);
    expect(f.problems.slice(0, 5)).toEqual([]);
    const dates = [...f.closedPerDay.keys()].sort();
    expect(dates[0] >= '2025-01-01').toBe(true);
    expect(dates[0] <= '2025-01-04').toBe(true);
    expect(dates.at(-1)).toBe(
      listDates(addDays(TODAY, -7), YESTERDAY)
        .filter((d) => isShopOpen(peer, d))
        .at(-1),
    );
    // Measure My Shop compares average daily car counts: peers bracket each benchmarked location.
    const perDay = (l: DemoLocationPlan) => {
      const counts = [...factsFor(l).closedPerDay.entries()].filter(([d]) => d >= '2025-01-01').map(([, n]) => n);
      return average(counts);
    };
    const own = demoLocations.filter((l) => l.subscriptions.includes('measure_my_shop')).map(perDay);
    const theirs = peers.map(perDay);
    expect(Math.min(...theirs)).toBeLessThan(Math.min(...own) * 0.6);
    expect(Math.max(...theirs)).toBeGreaterThan(Math.max(...own) * 1.05);
    expect(theirs.filter((n) => n > Math.min(...own) * 0.75).length).toBeGreaterThanOrEqual(3);
  });
});
