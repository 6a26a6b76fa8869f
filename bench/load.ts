// Loads the demo dataset like loadDemoData (apps/api/src/demo/load.ts) — the same plan, accounts
// service and ingest path — but times the ingest phase apart from creating the accounts, and counts lines.
import { performance } from 'node:perf_hooks';
import type { AppDeps } from '../apps/api/src/deps';
import { generateDemoPlan, generateRepairOrders, type CanonicalRo, type DemoLocationPlan, type DemoScale } from '../apps/api/src/demo';
import { ingestBatch } from '../apps/api/src/ingest';
import { createLocation, createUser, createVerifiedOwner } from '../apps/api/src/modules/accounts/service';
import { startCpuMeter, type CpuUsage } from './cpu';

export interface LoadResult {
  locations: number;
  repairOrders: number;
  /** Labor, part, sublet and fee lines of the ingested ROs. */
  lines: number;
  /** Locations ingested at once. */
  streams: number;
  /** Wall time of the ingest phase (generating the batches included). */
  ingestSeconds: number;
  /** Time generating the canonical ROs (the demo generator, not part of ingest). */
  generateSeconds: number;
  /** Everything: accounts, generation and ingest. */
  wallSeconds: number;
  /** CPU of the ingest phase, this process and the database server. */
  ingestCpu: CpuUsage;
}

/**
 * A location's size for the ingest order, from its plan: days of history × working days × a day's
 * closed ROs (min + span × the location's level, as closedRoCount). Without the level the big shops
 * of the large dataset ranked by working days alone: Bayview (102,683 ROs) came after Northside and
 * Lakeside (~87,000) and ingested alone for the last 35 s of 341.
 */
export const plannedSize = (l: DemoLocationPlan) =>
  l.years * l.workingDays * (l.volume.min + l.volume.span * Math.max(0, l.volume.level));

const linesOf = (ro: CanonicalRo) => ro.labor.length + ro.parts.length + ro.sublets.length + ro.fees.length;

export async function loadDataset(
  deps: AppDeps,
  options: { today: string; scale: DemoScale; streams: number; onProgress?: (line: string) => void },
): Promise<LoadResult> {
  const started = performance.now();
  const plan = generateDemoPlan(options);
  const targets: { locationId: number; location: DemoLocationPlan }[] = [];
  for (const partner of plan.partners) {
    const { partnerId } = await createVerifiedOwner(deps, {
      businessName: partner.businessName,
      email: partner.owner.email,
      password: partner.owner.password,
      ownerName: partner.owner.name,
    });
    for (const user of partner.users) {
      await createUser(deps, { partnerId, email: user.email, password: user.password, role: user.role, name: user.name });
    }
    for (const location of partner.locations) {
      const { locationId } = await createLocation(deps, {
        partnerId,
        name: location.name,
        timezone: location.timezone,
        subscriptions: location.subscriptions,
        workingDays: location.workingDays,
        shopManagementType: location.shopManagementType,
      });
      targets.push({ locationId, location });
    }
  }

  // Each location is its own stream of batches, as each shop's agent is: `streams` of them ingest at
  // once (on PostgreSQL; PGlite has one connection, so one). The ingest time is the wall time of
  // that phase: generating the next batch overlaps another stream's ingest, so it cannot be set apart.
  let repairOrders = 0;
  let lines = 0;
  let generateMs = 0;
  // Largest first, so the streams end together: a big location left to ingest alone at the end
  // measured one stream.
  const queue = [...targets.entries()].sort(([, a], [, b]) => plannedSize(b.location) - plannedSize(a.location));
  const meter = await startCpuMeter(deps.database);
  const ingesting = performance.now();
  const stream = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [i, { locationId, location }] = next;
      const batches = generateRepairOrders(location, { today: options.today });
      for (;;) {
        const generating = performance.now();
        const batch = batches.next();
        generateMs += performance.now() - generating;
        if (batch.done) break;
        const result = await ingestBatch(deps, { locationId, source: 'demo' }, batch.value);
        if (result.rejected > 0) {
          const first = result.rejections[0];
          throw new Error(`${location.name}: ${result.rejected} ROs rejected, first ${first.external_id}: ${first.reason}`);
        }
        repairOrders += result.inserted + result.updated;
        lines += batch.value.reduce((n, ro) => n + linesOf(ro), 0);
      }
      const rate = Math.round(repairOrders / ((performance.now() - ingesting) / 1000));
      options.onProgress?.(`${location.name} (${i + 1}/${targets.length}): ${repairOrders} ROs so far, ${rate} ROs/s`);
    }
  };
  await Promise.all(Array.from({ length: options.streams }, stream));
  const ingestMs = performance.now() - ingesting;
  const ingestCpu = meter();
  return {
    locations: targets.length,
    streams: options.streams,
    repairOrders,
    lines,
    ingestSeconds: ingestMs / 1000,
    generateSeconds: generateMs / 1000,
    wallSeconds: (performance.now() - started) / 1000,
    ingestCpu,
  };
}
