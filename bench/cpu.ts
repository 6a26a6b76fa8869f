// CPU time that a phase of the benchmark costs, in this process and in the PostgreSQL server, so
// that ingest reads as CPU per RO: where it goes (Node or PostgreSQL), the ceiling the cores allow
// (cores ÷ CPU per RO), and how close the measured rate comes to it.
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '@rlo/db';

export interface CpuUsage {
  /** This process: the generator, validation, the driver (and PGlite, which runs in it). */
  nodeMs: number;
  /** Every process of the PostgreSQL server, when it runs on this machine; null otherwise. */
  serverMs: number | null;
}

/** Linux exposes /proc times in USER_HZ, which is 100 on every architecture it runs on. */
export const MS_PER_TICK = 10;

export interface ProcStat {
  ppid: number;
  /** utime + stime: this process's own CPU. */
  ownTicks: number;
  /** cutime + cstime: its children that ended and were waited for. */
  endedChildrenTicks: number;
}

/** One /proc/PID/stat line. The name in parentheses may hold spaces and parentheses: fields follow the last ')'. */
export function parseProcStat(line: string): ProcStat {
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 of proc(5) (state): ppid is field 4, utime..cstime fields 14..17.
  const n = (field: number) => Number(fields[field - 3]);
  return { ppid: n(4), ownTicks: n(14) + n(15), endedChildrenTicks: n(16) + n(17) };
}

export const statOf = (pid: number) => parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));

/** The server's CPU so far: the postmaster, its live children, and its children that have ended. */
function serverTicks(postmaster: number): number {
  const main = statOf(postmaster);
  let ticks = main.ownTicks + main.endedChildrenTicks;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = statOf(Number(entry));
      if (stat.ppid === postmaster) ticks += stat.ownTicks;
    } catch {
      // The process ended between the listing and the read: its time is in the postmaster's cutime.
    }
  }
  return ticks;
}

/** The postmaster's pid when the server runs on this machine (its backend's parent is a local postgres). */
async function localPostmaster(database: Database): Promise<number | null> {
  if (database.kind !== 'postgres') return null;
  const [{ pid }] = await database.rows<{ pid: number }>(sql`select pg_backend_pid() as pid`);
  try {
    // On another machine the pid may still name some local process: its parent must be PostgreSQL's.
    const parent = statOf(pid).ppid;
    return readFileSync(`/proc/${parent}/comm`, 'utf8').startsWith('postgres') ? parent : null;
  } catch {
    return null; // another machine, or no /proc
  }
}

/** Starts counting; the returned function gives the CPU used since. */
export async function startCpuMeter(database: Database): Promise<() => CpuUsage> {
  const postmaster = await localPostmaster(database);
  const serverStart = postmaster === null ? 0 : serverTicks(postmaster);
  const nodeStart = process.cpuUsage();
  return () => {
    const node = process.cpuUsage(nodeStart);
    return {
      nodeMs: (node.user + node.system) / 1000,
      serverMs: postmaster === null ? null : (serverTicks(postmaster) - serverStart) * MS_PER_TICK,
    };
  };
}
