import { describe, expect, it } from 'vitest';
import { accountUpdateSchema } from '@rlo/contract';
import { DEMO_PASSWORD, generateDemoPlan, generateRepairOrders } from '../index';

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
      expect(location.laborRateCents).toBeLessThanOrEqual(16000);
    }
  });

  it('has 6 peer partners with their own owners, 1–2 locations each and one year of data', () => {
    expect(peers).toHaveLength(6);
    peers.forEach((peer, i) => {
      expect(peer.owner.email).toBe(`owner@peer-${i + 1}.demo`);
      expect(peer.owner.password).toBe(DEMO_PASSWORD);
      expect(peer.locations.length).toBeGreaterThanOrEqual(1);
      expect(peer.locations.length).toBeLessThanOrEqual(2);
      for (const location of peer.locations) expect(location.years).toBe(1);
    });
    const names = plan.partners.map((p) => p.businessName);
    expect(new Set(names).size).toBe(names.length);
    const seeds = plan.partners.flatMap((p) => p.locations.map((l) => l.seed));
    expect(new Set(seeds).size).toBe(seeds.length);
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
