import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@rlo/db';
import { INGEST_MAX_BATCH } from '@rlo/contract';
import type { AppDeps } from '../deps';
import { ingestBatch, issueAgentToken } from '../ingest';
import { notFound } from '../lib/http-error';
import { parseOptions, UsageError, type Command } from './options';

type Item = { index: number; raw: unknown } | { index: number; invalid: string };

const locationOption = z.object({
  location: z.coerce.number({ error: 'a location id is required' }).int().positive(),
});

async function partnerOfLocation(deps: AppDeps, locationId: number): Promise<number> {
  const { locations } = schema;
  const [row] = await deps.database.db
    .select({ partnerId: locations.partnerId })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!row) throw notFound(`Location ${locationId}`);
  return row.partnerId;
}

function unreadable(file: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (error as Error).message;
  return new Error(`Cannot read ${file}: ${why}.`);
}

async function firstCharacter(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    return buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart()
      .charAt(0);
  } finally {
    await handle.close();
  }
}

/** A JSON array (read whole) or NDJSON (streamed line by line; a line that is not JSON is rejected alone). */
async function* readRepairOrders(file: string): AsyncGenerator<Item> {
  let content: string | null = null;
  try {
    if ((await firstCharacter(file)) === '[') content = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  } catch (error) {
    throw unreadable(file, error);
  }
  if (content !== null) {
    let ros: unknown[];
    try {
      ros = JSON.parse(content) as unknown[];
    } catch (error) {
      throw new Error(`${file} is not a valid JSON array: ${(error as Error).message}`);
    }
    for (const [index, raw] of ros.entries()) yield { index, raw };
    return;
  }
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let index = 0;
  let lineNo = 0;
  // A failing consumer ends this generator through return(), never through this catch: only a
  // read error lands there.
  try {
    for await (const line of lines) {
      lineNo += 1;
      const text = line.replace(/^\uFEFF/, '').trim();
      if (!text) continue;
      let item: Item;
      try {
        item = { index, raw: JSON.parse(text) };
      } catch {
        item = { index, invalid: `line ${lineNo} is not valid JSON` };
      }
      index += 1;
      yield item;
    }
  } catch (error) {
    throw unreadable(file, error);
  }
}

export const ingestCommands: Record<string, Command> = {
  import: {
    summary: `--location ID FILE   import canonical repair orders (a JSON array or NDJSON file), ${INGEST_MAX_BATCH} per all-or-nothing batch`,
    options: { location: { type: 'string' } },
    async run(deps, values, positionals) {
      const { location } = parseOptions('import', locationOption, values);
      if (positionals.length !== 1) throw new UsageError('Give exactly one FILE to import.', 'import');
      const [file] = positionals;
      await partnerOfLocation(deps, location);
      const totals = { inserted: 0, updated: 0, skipped: 0, rejected: 0 };
      const report = (index: number, externalId: string | null, reason: string) =>
        process.stderr.write(`rejected #${index}${externalId ? ` (${externalId})` : ''}: ${reason}\n`);
      let batch: { index: number; raw: unknown }[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const result = await ingestBatch(
          deps,
          { locationId: location, source: 'cli' },
          batch.map((b) => b.raw),
        );
        totals.inserted += result.inserted;
        totals.updated += result.updated;
        totals.skipped += result.skipped;
        totals.rejected += result.rejected;
        for (const r of result.rejections) report(batch[r.index].index, r.external_id, r.reason);
        batch = [];
      };
      for await (const item of readRepairOrders(file)) {
        if ('invalid' in item) {
          totals.rejected += 1;
          report(item.index, null, item.invalid);
          continue;
        }
        batch.push(item);
        if (batch.length === INGEST_MAX_BATCH) await flush();
      }
      await flush();
      return totals;
    },
  },
  'agent-token': {
    summary:
      '--location ID   issue a new agent token for the location (the previous one stops working); shown once',
    options: { location: { type: 'string' } },
    async run(deps, values) {
      const { location } = parseOptions('agent-token', locationOption, values);
      const { token } = await issueAgentToken(deps, await partnerOfLocation(deps, location), location);
      return { location_id: location, token };
    },
  },
};
