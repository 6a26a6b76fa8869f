import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '../../../cli/admin.ts');

function admin(dataDir: string, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'off' },
  });
}

describe('admin CLI: add-help-video', () => {
  it('prints one JSON object, and a clear message with exit 1 on bad input', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rlo-cli-video-'));
    const out = await admin(dir, 'add-help-video', '--title', 'Welcome', '--url', 'https://youtu.be/dQw4w9WgXcQ', '--locale', 'en_ES', '--position', '3');
    expect(JSON.parse(out.stdout)).toEqual({ help_video_id: 1, title: 'Welcome', url: 'https://youtu.be/dQw4w9WgXcQ', locale: 'en_ES', position: 3 });
    await expect(admin(dir, 'add-help-video', '--title', 'Welcome', '--url', 'not a url')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--url: url must be an http or https address'),
    });
  }, 180_000);
});
