import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '../admin.ts');

function admin(dataDir: string, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'off' },
  });
}

describe('admin CLI: coaches', () => {
  it('creates a coach and assigns them to a partner, printing one JSON object each', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rlo-cli-coach-'));
    const partner = JSON.parse((await admin(dir, 'create-partner', '--business-name', 'Elm Auto', '--email', 'owner@elm.test', '--password', 'secret1')).stdout);
    const coach = JSON.parse((await admin(dir, 'create-coach', '--email', 'casey@coach.test', '--password', 'secret1', '--name', 'Casey Coach')).stdout);
    expect(coach).toEqual({ coach_id: expect.any(Number) });
    const assigned = JSON.parse((await admin(dir, 'assign-coach', '--coach', String(coach.coach_id), '--partner', String(partner.partner_id))).stdout);
    expect(assigned).toEqual({ coach_id: coach.coach_id, partner_id: partner.partner_id });
    await expect(admin(dir, 'assign-coach', '--coach', String(coach.coach_id), '--partner', '999')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('The partner was not found.'),
    });
    await expect(admin(dir, 'create-coach', '--email', 'casey@coach.test', '--password', 'secret1')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--name: name is required'),
    });
  }, 180_000);
});
