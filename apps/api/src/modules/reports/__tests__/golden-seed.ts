// The golden partner: North (US/Central, 5 working days) and East (US/Eastern, 6) with their ROs
// of golden-data.ts, and a third location with ROs that is then disabled.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { AppDeps } from '../../../deps';
import { ingestBatch } from '../../../ingest';
import { createLocation, createVerifiedOwner } from '../../accounts/service';
import { DISABLED_LOCATION_ROS, LOCATION_1_ROS, LOCATION_2_ROS } from './golden-data';

export async function seedGoldenPartner(deps: AppDeps, owner: { businessName: string; email: string; password: string }) {
  const { partnerId } = await createVerifiedOwner(deps, owner);
  const l1 = (await createLocation(deps, { partnerId, name: 'Golden North', timezone: 'US/Central', workingDays: 5 })).locationId;
  const l2 = (await createLocation(deps, { partnerId, name: 'Golden East', timezone: 'US/Eastern', workingDays: 6 })).locationId;
  const l3 = (await createLocation(deps, { partnerId, name: 'Golden Closed', timezone: 'US/Central' })).locationId;
  for (const [locationId, ros] of [[l1, LOCATION_1_ROS], [l2, LOCATION_2_ROS], [l3, DISABLED_LOCATION_ROS]] as const) {
    expect((await ingestBatch(deps, { locationId, source: 'cli' }, [...ros])).rejected).toBe(0);
  }
  await deps.database.db.update(schema.locations).set({ isDisable: true }).where(eq(schema.locations.id, l3));
  return { partnerId, l1, l2, l3 };
}
