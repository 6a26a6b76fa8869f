// Ingest recomputes only what a batch touched (dates, customers, the months a first visit left or
// entered). Whatever a stream of batches leaves must equal a rebuild of the location from its ROs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedOwner } from '../../modules/accounts/service';
import { generateDemoPlan, generateRepairOrders, type CanonicalRo } from '../../demo';
import { createTestApp, type TestContext } from '../../test/app';
import { ingestBatch } from '../index';
import { figuresOf, freshLocation, rebuildFromScratch } from './fixtures';

const TODAY = '2026-06-17';
const DAY_MS = 86_400_000;
let ctx: TestContext;
let partnerId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ partnerId } = await createVerifiedOwner(ctx.deps, { businessName: 'Rebuild Auto', email: 'owner@rebuild.test', password: 'secret1' }));
});
afterAll(() => ctx.close());

const shifted = (iso: string | null, days: number) => (iso === null ? null : new Date(Date.parse(iso) + days * DAY_MS).toISOString());

/** Later versions of some ROs: a new marketing source, a delete, or a visit 40 days earlier. */
function changed(ros: CanonicalRo[]): CanonicalRo[] {
  return ros
    .filter((_, i) => i % 37 === 0)
    .map((ro, i) => {
      const modified = shifted(ro.modified ?? ro.closed ?? ro.opened, 60);
      if (i % 3 === 0) return { ...ro, modified, customer: { ...ro.customer, marketing_source: 'Radio' } };
      if (i % 3 === 1) return { ...ro, modified, status: 'DELETED' as const };
      return { ...ro, modified, opened: shifted(ro.opened, -40) ?? ro.opened, closed: shifted(ro.closed, -40) };
    });
}

describe('ingest against a rebuild from scratch', () => {
  it('leaves the same figures as rebuilding the location from its ROs', { timeout: 120_000 }, async () => {
    const [peer] = generateDemoPlan({ today: TODAY, scale: 'small' }).partners[1].locations;
    const locationId = await freshLocation(ctx.deps, partnerId);
    const sent: CanonicalRo[] = [];
    for (const batch of generateRepairOrders(peer, { today: TODAY, batchSize: 250 })) {
      if (sent.length >= 2_500) break;
      const result = await ingestBatch(ctx.deps, { locationId, source: 'cli' }, batch);
      expect(result.rejected).toBe(0);
      sent.push(...batch);
    }
    const later = changed(sent);
    const result = await ingestBatch(ctx.deps, { locationId, source: 'cli' }, later);
    expect(result).toMatchObject({ updated: later.length, rejected: 0 });

    const kept = await figuresOf(ctx.deps, locationId);
    // The stream really moved first visits and sources: months of new customers under Radio.
    expect(kept.newCustomerMonths.some((m) => m.source === 'Radio')).toBe(true);
    await rebuildFromScratch(ctx.deps, locationId);
    expect(kept).toEqual(await figuresOf(ctx.deps, locationId));
  });
});
