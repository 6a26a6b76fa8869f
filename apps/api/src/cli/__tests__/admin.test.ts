import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '../admin.ts');

/** Runs `npm run admin -- …` as a separate process on its own embedded database. */
function admin(dataDir: string, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'off' },
  });
}

describe('admin CLI', () => {
  it('creates a partner, a location and a user, printing one JSON object each', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rlo-cli-'));
    const partner = JSON.parse((await admin(dir, 'create-partner', '--business-name', 'Elm Auto', '--email', 'owner@elm.test', '--password', 'secret1')).stdout);
    expect(partner).toEqual({ partner_id: expect.any(Number), user_id: expect.any(Number) });
    const location = JSON.parse(
      (await admin(dir, 'create-location', '--partner', String(partner.partner_id), '--name', 'Elm North', '--timezone', 'US/Eastern', '--subscriptions', 'rlo_standard,rlo_daily_email', '--working-days', '6')).stdout,
    );
    expect(location).toEqual({ location_id: expect.any(Number) });
    const user = JSON.parse(
      (await admin(dir, 'create-user', '--partner', String(partner.partner_id), '--email', 'adv@elm.test', '--password', 'secret1', '--role', 'LocationManager')).stdout,
    );
    expect(user).toEqual({ user_id: expect.any(Number) });
    await expect(admin(dir, 'create-partner', '--business-name', 'Elm Again', '--email', 'OWNER@elm.test', '--password', 'secret1')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('already associated with another partner account'),
    });
  }, 120_000);

  it.each([
    [['create-partner', '--business-name', 'X Auto', '--email', 'bad', '--password', 'secret1'], '--email: a valid e-mail address is required'],
    [['create-location', '--partner', '1', '--name', 'N', '--working-days', '7'], '--working-days'],
    [['create-location', '--partner', '1', '--name', 'N', '--subscriptions', 'gold'], '--subscriptions'],
    [['create-user', '--partner', '1', '--email', 'u@x.test', '--password', 'secret1', '--role', 'King'], 'role must be one of'],
    [['create-location', '--partner', '999', '--name', 'N'], 'Partner 999 was not found.'],
    [['frobnicate'], 'Unknown command "frobnicate".'],
  ])('refuses %j with a clear message and exit 1', async (args, message) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rlo-cli-'));
    await expect(admin(dir, ...args)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(message) });
  }, 60_000);

  it('stops with a clear message while another process holds the embedded database', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rlo-cli-'));
    // The test runner's parent process is alive and is not the CLI: it plays the running server.
    writeFileSync(path.join(dir, '.lock'), String(process.ppid));
    await expect(admin(dir, 'create-partner', '--business-name', 'Lock Test', '--email', 'l@t.test', '--password', 'secret1')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('PGlite serves one process at a time'),
    });
  }, 60_000);
});
