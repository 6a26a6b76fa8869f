import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@rlo/db';
import { createTestDatabase } from '@rlo/db/testing';
import { parseProcStat, startCpuMeter } from '../cpu';

describe('parseProcStat', () => {
  it('reads the fields after the last parenthesis, whatever the process name holds', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
    const line = '4242 (postgres: a (b) c) S 17 4242 4242 0 -1 4194560 100 0 0 0 31 7 500 120 20 0 1 0\n';
    expect(parseProcStat(line)).toEqual({ ppid: 17, ownTicks: 31 + 7, endedChildrenTicks: 500 + 120 });
  });

  it.runIf(process.platform === 'linux')("finds this process's parent in /proc/self/stat", () => {
    expect(parseProcStat(readFileSync('/proc/self/stat', 'utf8')).ppid).toBe(process.ppid);
  });
});

describe('startCpuMeter', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  // The test server runs on this machine (CI and scripts/with-postgres.sh start it here), so its
  // processes are readable; PGlite runs inside this process and has no server to read.
  it("counts this process's CPU, and the server's on PostgreSQL", async () => {
    const meter = await startCpuMeter(database);
    await database.rows(sql`select count(*) from generate_series(1, 3000000)`);
    const usage = meter();
    expect(usage.nodeMs).toBeGreaterThan(0);
    if (database.kind === 'postgres') expect(usage.serverMs).toBeGreaterThan(0);
    else expect(usage.serverMs).toBeNull();
  });
});
