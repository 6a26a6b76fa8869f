import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTekmetric, type FakeTekmetric } from '../../connectors/tekmetric/fake/server';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '../admin.ts');

// The operator's way to connect and sync a location: connect-tekmetric, then sync, as separate
// processes on one embedded database, against the fake Tekmetric over HTTP.

let fake: FakeTekmetric;
beforeAll(async () => {
  fake = await startFakeTekmetric({ port: 0, seed: 3, repairOrders: 150, from: '2024-01-01', to: '2024-12-31' });
});
afterAll(() => fake?.close());

const admin = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'off', SECRETS_KEY: 'cli-test', TEKMETRIC_BASE_URL: fake.url, TEKMETRIC_MAX_RPS: '0' },
  });
const json = async (call: Promise<{ stdout: string }>) => JSON.parse((await call).stdout) as Record<string, unknown>;

describe('admin CLI: connect-tekmetric and sync', () => {
  it('stores the connection, then runs a first sync, a no-change sync and a resync to the end', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rlo-cli-sync-'));
    const { partner_id } = await json(admin(dir, 'create-partner', '--business-name', 'Pine Auto', '--email', 'owner@pine.test', '--password', 'secret1'));
    const { location_id } = await json(admin(dir, 'create-location', '--partner', String(partner_id), '--name', 'Pine North'));
    const { clientId, clientSecret, shopId } = fake.credentials;
    const connected = await json(
      admin(dir, 'connect-tekmetric', '--location', String(location_id), '--client-id', clientId, '--client-secret', clientSecret, '--shop-id', String(shopId)),
    );
    expect(connected).toEqual({ location_id, shop_id: shopId, client_secret: `••••${clientSecret.slice(-4)}` });

    expect(await json(admin(dir, 'sync', '--location', String(location_id)))).toEqual({ pages: 2, inserted: 150, updated: 0, skipped: 0, rejected: 0 });
    // The next pull starts a day before the last window's end: nothing of 2024 is in it.
    expect(await json(admin(dir, 'sync', '--location', String(location_id)))).toEqual({ pages: 1, inserted: 0, updated: 0, skipped: 0, rejected: 0 });
    expect(await json(admin(dir, 'sync', '--location', String(location_id), '--from', '2024-01-01'))).toEqual({ pages: 2, inserted: 0, updated: 0, skipped: 150, rejected: 0 });
  }, 180_000);

  it('refuses bad options and wrong credentials with a clear message', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rlo-cli-sync-'));
    await expect(admin(dir, 'sync', '--location', 'north')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('--location: must be a number') });
    const { partner_id } = await json(admin(dir, 'create-partner', '--business-name', 'Fir Auto', '--email', 'owner@fir.test', '--password', 'secret1'));
    const { location_id } = await json(admin(dir, 'create-location', '--partner', String(partner_id), '--name', 'Fir'));
    await expect(admin(dir, 'sync', '--location', String(location_id))).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('no Tekmetric connection') });
    await json(admin(dir, 'connect-tekmetric', '--location', String(location_id), '--client-id', 'x', '--client-secret', 'wrong-secret-9', '--shop-id', '1234'));
    const failure = admin(dir, 'sync', '--location', String(location_id));
    await expect(failure).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('refused the client id and secret') });
    await expect(failure).rejects.not.toMatchObject({ stderr: expect.stringContaining('wrong-secret-9') });
  }, 180_000);
});
