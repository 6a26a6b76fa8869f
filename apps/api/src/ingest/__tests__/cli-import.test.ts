import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ingestCommands } from '../../cli/ingest-commands';
import { createVerifiedOwner } from '../../modules/accounts/service';
import { createTestApp, type TestContext } from '../../test/app';
import { locationOfAgentToken } from '../index';
import { figuresOf, freshLocation, handMadeBatch } from './fixtures';

let ctx: TestContext;
let partnerId: number;
let dir: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ partnerId } = await createVerifiedOwner(ctx.deps, {
    businessName: 'Import Auto',
    email: 'owner@import.test',
    password: 'secret1',
  }));
  dir = mkdtempSync(path.join(os.tmpdir(), 'rlo-import-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

function file(name: string, content: string): string {
  const target = path.join(dir, name);
  writeFileSync(target, content);
  return target;
}

const importFile = (locationId: number, target: string) =>
  ingestCommands.import.run(ctx.deps, { location: String(locationId) }, [target]);

describe('admin CLI import', () => {
  it('imports a JSON array', async () => {
    const locationId = await freshLocation(ctx.deps, partnerId);
    const target = file('batch.json', JSON.stringify(handMadeBatch(), null, 2));
    expect(await importFile(locationId, target)).toEqual({
      inserted: 6,
      updated: 0,
      skipped: 0,
      rejected: 0,
    });
    const { daily } = await figuresOf(ctx.deps, locationId);
    // The hand-made batch: 90300 on the 4th (A 37300 + B 53000), 11500 on the 5th (C).
    expect(daily.map((d) => [d.businessDate, d.roCount, d.totalSoldCents])).toEqual([
      ['2025-03-04', 2, 90300],
      ['2025-03-05', 1, 11500],
    ]);
    expect(await importFile(locationId, target)).toEqual({
      inserted: 0,
      updated: 0,
      skipped: 6,
      rejected: 0,
    });
  });

  it('imports NDJSON, rejecting a line that is not JSON on its own', async () => {
    const locationId = await freshLocation(ctx.deps, partnerId);
    const lines = handMadeBatch().map((ro) => JSON.stringify(ro));
    lines.splice(2, 0, '{"external_id": "broken",', '');
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await importFile(locationId, file('batch.ndjson', `${lines.join('\n')}\n`))).toEqual({
        inserted: 6,
        updated: 0,
        skipped: 0,
        rejected: 1,
      });
      // The broken line is the file's third line and its third RO (index 2).
      expect(stderr).toHaveBeenCalledWith('rejected #2: line 3 is not valid JSON\n');
    } finally {
      stderr.mockRestore();
    }
  });

  it('imports in batches of 1,000, each reported in the sum', async () => {
    const locationId = await freshLocation(ctx.deps, partnerId);
    const ros = Array.from({ length: 1203 }, (_, i) => ({
      external_id: `bulk-${i}`,
      order_number: String(i),
      status: 'CLOSED',
      opened: '2025-03-04T08:00:00-06:00',
      closed: '2025-03-04T12:00:00-06:00',
      customer: { external_id: `c-${i % 10}` },
      fees: [{ sold_price_cents: 100 }],
    }));
    expect(await importFile(locationId, file('bulk.json', JSON.stringify(ros)))).toEqual({
      inserted: 1203,
      updated: 0,
      skipped: 0,
      rejected: 0,
    });
    const { daily } = await figuresOf(ctx.deps, locationId);
    // 1203 ROs × 100 cents; ten customers, all new that day.
    expect(daily).toMatchObject([{ roCount: 1203, totalSoldCents: 120300, newCustomersCount: 10 }]);
  });

  it('says clearly when the file or the location is missing', async () => {
    const locationId = await freshLocation(ctx.deps, partnerId);
    await expect(importFile(locationId, path.join(dir, 'absent.json'))).rejects.toThrow(
      /^Cannot read .*absent\.json: no such file\.$/,
    );
    await expect(importFile(locationId, dir)).rejects.toThrow(/: it is a folder\.$/);
    await expect(importFile(999_999, file('one.json', '[]'))).rejects.toThrow(
      'Location 999999 was not found.',
    );
    await expect(importFile(locationId, file('bad.json', '[{"a": 1'))).rejects.toThrow(
      /bad\.json is not a valid JSON array/,
    );
    await expect(ingestCommands.import.run(ctx.deps, { location: String(locationId) }, [])).rejects.toThrow(
      'Give exactly one FILE',
    );
    await expect(ingestCommands.import.run(ctx.deps, {}, ['x.json'])).rejects.toThrow('--location');
  });
});

describe('admin CLI agent-token', () => {
  it('issues a token for the location', async () => {
    const locationId = await freshLocation(ctx.deps, partnerId);
    const result = await ingestCommands['agent-token'].run(ctx.deps, { location: String(locationId) }, []);
    expect(result).toEqual({ location_id: locationId, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(await locationOfAgentToken(ctx.deps, String(result.token))).toBe(locationId);
    await expect(ingestCommands['agent-token'].run(ctx.deps, { location: '999999' }, [])).rejects.toThrow(
      'Location 999999 was not found.',
    );
  });
});
