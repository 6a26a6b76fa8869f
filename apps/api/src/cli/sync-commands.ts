import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@rlo/db';
import { queryDate } from '@rlo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import { notFound } from '../lib/http-error';
import { saveManagementConnection } from '../modules/management-connections/service';
import { syncNow } from '../modules/sync-runs/service';
import { claimRun, executeRun, windowEnd } from '../sync';
import { parseOptions, UsageError, type Command } from './options';

const id = z.coerce.number({ error: 'must be a number' }).int().positive();
const required = (label: string) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`);

async function partnerOf(deps: AppDeps, locationId: number): Promise<number> {
  const { locations } = schema;
  const [row] = await deps.database.db.select({ partnerId: locations.partnerId }).from(locations).where(eq(locations.id, locationId));
  if (!row) throw notFound(`Location ${locationId}`);
  return row.partnerId;
}

// The CLI prints one JSON object on stdout: the run's own log lines go to stderr.
const stderrLog = {
  info: () => {},
  warn: (_o: unknown, message?: string) => process.stderr.write(`${message ?? ''}\n`),
  error: (_o: unknown, message?: string) => process.stderr.write(`${message ?? ''}\n`),
} as unknown as FastifyBaseLogger;

export const syncCommands: Record<string, Command> = {
  'connect-tekmetric': {
    summary: '--location ID --client-id X --client-secret Y --shop-id N   store a Tekmetric connection (sealed with SECRETS_KEY)',
    options: { location: { type: 'string' }, 'client-id': { type: 'string' }, 'client-secret': { type: 'string' }, 'shop-id': { type: 'string' } },
    async run(deps, values) {
      const o = parseOptions(
        'connect-tekmetric',
        z.object({ location: id, 'client-id': required('client id'), 'client-secret': required('client secret'), 'shop-id': id }),
        values,
      );
      const partnerId = await partnerOf(deps, o.location);
      const saved = await saveManagementConnection(deps, { partnerId, userId: null }, o.location, {
        shopManagementType: 'TEKMETRIC',
        connectionID: String(o['shop-id']),
        apiKey: o['client-secret'],
        authentication: o['client-id'],
      });
      return { location_id: o.location, shop_id: o['shop-id'], client_secret: saved.apiKey };
    },
  },
  sync: {
    summary: '--location ID [--from YYYY-MM-DD]   run one Tekmetric sync of the location to the end (from a date: a resync)',
    options: { location: { type: 'string' }, from: { type: 'string' } },
    async run(deps, values) {
      const o = parseOptions('sync', z.object({ location: id, from: queryDate.optional() }), values);
      const queued = await syncNow(deps, await partnerOf(deps, o.location), o.location, { from: o.from });
      const run = await claimRun(deps.database.db, { windowTo: windowEnd(), runId: queued.id });
      if (!run) throw new UsageError(`Location ${o.location} is being synced by a running server right now; its run ${queued.id} is queued after it.`);
      const state = await executeRun(deps, run, stderrLog);
      const [done] = await deps.database.db.select().from(schema.syncRuns).where(eq(schema.syncRuns.id, run.id));
      if (state === 'failed') throw new Error(done?.error ?? 'The sync failed.');
      return { pages: done.pages, inserted: done.inserted, updated: done.updated, skipped: done.skipped, rejected: done.rejected };
    },
  },
};
