import { describe, expect, it } from 'vitest';
import { accountUpdateSchema } from '@rlo/contract';
import { LOCALES } from '@rlo/contract';
import { DEMO_PASSWORD, generateDemoPlan, generateRepairOrders } from '../index';
import { DEMO_HELP_VIDEOS, DEMO_PRICES, demoBillingEntries } from '../account';
import { DEMO_COMMENTS, DEMO_RO_COMMENTS } from '../coaching';
import { addDays } from '../../analytics/dates';

const TODAY = '2025-06-15';

describe('generateDemoPlan', () => {
  const plan = generateDemoPlan({ today: TODAY, scale: 'small' });
  const [demo, ...peers] = plan.partners;

  it('is the same for the same options', () => {
    expect(JSON.stringify(generateDemoPlan({ today: TODAY, scale: 'small' }))).toBe(JSON.stringify(plan));
  });

  it("gives Demo Auto Group every detail Settings > Account requires, so its owner can save the form", () => {
    const result = accountUpdateSchema.safeParse({
      businessName: demo.businessName,
      ...demo.details,
      timezone: 'US/Central',
      contactName: demo.owner.name,
      email: demo.owner.email,
    });
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('has Demo Auto Group with its two sign-ins and three locations', () => {
    expect(demo.businessName).toBe('Demo Auto Group');
    expect(demo.owner).toEqual({
      email: 'owner@demo-auto.com',
      name: 'Dana Owner',
      password: DEMO_PASSWORD,
      role: 'Admin',
    });
    expect(demo.users).toEqual([
      {
        email: 'advisor@demo-auto.com',
        name: 'Alex Advisor',
        password: DEMO_PASSWORD,
        role: 'LocationManager',
      },
    ]);
    expect(DEMO_PASSWORD).toBe('demo1234');
    expect(
      demo.locations.map((l) => [
        l.name,
        l.shopManagementType,
        l.timezone,
        l.workingDays,
        l.years,
        l.subscriptions,
      ]),
    ).toEqual([
      [
        'Demo Auto – Downtown',
        'TEKMETRIC',
        'US/Central',
        6,
        3,
        ['rlo_standard', 'rlo_daily_email', 'measure_my_shop'],
      ],
      [
        'Demo Auto – Northside',
        'PROTRACTOR',
        'US/Eastern',
        5,
        3,
        ['rlo_standard', 'rlo_daily_email', 'measure_my_shop'],
      ],
      ['Demo Auto – Lakeside', 'RSMT', 'US/Pacific', 5, 3, ['rlo_standard', 'rlo_daily_email']],
    ]);
  });

  it('gives every location 3–5 advisors and 4–8 technicians with distinct external ids', () => {
    for (const location of plan.partners.flatMap((p) => p.locations)) {
      expect(location.writers.length).toBeGreaterThanOrEqual(3);
      expect(location.writers.length).toBeLessThanOrEqual(5);
      expect(location.technicians.length).toBeGreaterThanOrEqual(4);
      expect(location.technicians.length).toBeLessThanOrEqual(8);
      const ids = [...location.writers, ...location.technicians].map((e) => e.external_id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(location.laborRateCents).toBeGreaterThanOrEqual(12000);
      expect(location.laborRateCents).toBeLessThanOrEqual(18000);
      expect(location.laborRaisePercent).toBeGreaterThanOrEqual(3);
      expect(location.laborRaisePercent).toBeLessThanOrEqual(6);
    }
  });

  it('has 6 peer partners with their own owners, one location each and this year to date', () => {
    expect(peers).toHaveLength(6);
    peers.forEach((peer, i) => {
      expect(peer.owner.email).toBe(`owner@peer-${i + 1}.demo`);
      expect(peer.owner.password).toBe(DEMO_PASSWORD);
      expect(peer.locations).toHaveLength(1);
      for (const location of peer.locations) expect([location.years, location.fromYearStart]).toEqual([0, true]);
    });
    for (const location of demo.locations) expect(location.fromYearStart).toBe(false);
    const names = plan.partners.map((p) => p.businessName);
    expect(new Set(names).size).toBe(names.length);
    const seeds = plan.partners.flatMap((p) => p.locations.map((l) => l.seed));
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it('bills Demo Auto Group on the 1st of every month since its history began, for its subscriptions', () => {
    const entries = demoBillingEntries(demo, TODAY);
    // July 2022 (the month after the first repair orders of June 15, 2022) to June 2025.
    expect(entries).toHaveLength(36);
    expect(entries.at(-1)).toEqual({
      date: '2025-06-01',
      reference: 'INV-202506-1036',
      description: 'Monthly subscription, June 2025: RLO Standard × 3, RLO Daily Email × 3, Measure My Shop × 2',
      amountCents: 3 * 14_900 + 3 * 2_900 + 2 * 4_900,
    });
    expect(entries[0].date).toBe('2022-07-01');
    expect(entries.every((e) => e.date <= TODAY && e.date.endsWith('-01'))).toBe(true);
    expect(new Set(entries.map((e) => e.reference)).size).toBe(entries.length);
    expect(DEMO_PRICES.rlo_standard.cents).toBe(14_900);
    // Peers are not billed here: only the demo account has details.
    expect(peers.every((p) => p.details === undefined)).toBe(true);
  });

  it('has help videos in every language that say they are samples and open a page of the portal', () => {
    for (const locale of LOCALES) {
      const videos = DEMO_HELP_VIDEOS.filter((v) => v.locale === locale);
      expect(videos.map((v) => v.position)).toEqual([1, 2, 3, 4]);
    }
    for (const video of DEMO_HELP_VIDEOS) {
      expect(video.url).toBe('/userGuide');
      expect(video.description).toMatch(/Sample entry|Exemple|Ejemplo/);
    }
  });

  it('spreads the coach comments of every kind over at least six months', () => {
    const monthOf = (daysAgo: number) => addDays(TODAY, -daysAgo).slice(0, 7);
    const months = new Set([...DEMO_COMMENTS, ...DEMO_RO_COMMENTS].map((c) => monthOf(c.daysAgo)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    for (const kind of ['KPI_ONLY', 'EMAIL_KPI'] as const) {
      const of = new Set(DEMO_COMMENTS.filter((c) => c.kpiType === kind).map((c) => monthOf(c.daysAgo)));
      expect(of.size, kind).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(DEMO_RO_COMMENTS.map((c) => monthOf(c.daysAgo))).size).toBeGreaterThanOrEqual(4);
  });

  it('scale large has 10 demo locations over 5 years, generated lazily in batches of at most 1,000', () => {
    const large = generateDemoPlan({ today: TODAY, scale: 'large' });
    const locations = large.partners[0].locations;
    expect(locations).toHaveLength(10);
    expect(locations.every((l) => l.years === 5)).toBe(true);
    const started = performance.now();
    const batches = generateRepairOrders(locations[3], { today: TODAY });
    const first = batches.next();
    expect(first.done).toBe(false);
    expect(first.value).toHaveLength(1000);
    // The first batch is a few weeks of one location: nothing like the whole history was built.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(first.value?.[0].closed?.slice(0, 4)).toBe('2020');
  });
});
