import { describe, expect, it } from 'vitest';
import { generateDemoPlan, generateRepairOrders, type DemoLocationPlan } from '../../apps/api/src/demo';
import { plannedSize } from '../load';

const TODAY = '2026-06-17';

function generatedCount(location: DemoLocationPlan): number {
  let count = 0;
  for (const batch of generateRepairOrders(location, { today: TODAY })) count += batch.length;
  return count;
}

describe('plannedSize', () => {
  // Two shops of the large dataset with the same years and working days, at different volume
  // levels: the ingest order must put the one the generator makes bigger first (ranked by days
  // alone, the two tied and the bigger one could ingest alone at the end).
  it('ranks locations as the generator sizes them', () => {
    const plan = generateDemoPlan({ today: TODAY, scale: 'large' });
    const byName = (name: string) => {
      const location = plan.partners.flatMap((p) => p.locations).find((l) => l.name === name);
      if (!location) throw new Error(`no location ${name} in the large plan`);
      return location;
    };
    const busy = byName('Demo Auto – Bayview');
    const quiet = byName('Demo Auto – Northside');
    expect([busy.years, busy.workingDays]).toEqual([quiet.years, quiet.workingDays]);
    expect(generatedCount(busy)).toBeGreaterThan(generatedCount(quiet) * 1.1);
    expect(plannedSize(busy)).toBeGreaterThan(plannedSize(quiet) * 1.1);
  });
});
