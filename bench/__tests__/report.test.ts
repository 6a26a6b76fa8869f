import { describe, expect, it } from 'vitest';
import type { LoadResult } from '../load';
import { ingestCpuLine } from '../report';

const load = (serverMs: number | null): LoadResult => ({
  locations: 1,
  repairOrders: 1_000,
  lines: 5_000,
  streams: 2,
  ingestSeconds: 0.5,
  generateSeconds: 0.1,
  wallSeconds: 1,
  ingestCpu: { nodeMs: 100, serverMs },
});

describe('ingestCpuLine', () => {
  it('gives CPU per RO and the ceiling of the cores', () => {
    // 100 + 400 ms for 1,000 ROs = 0.5 ms per RO; 2 CPUs → 2 × 1,000 / 0.5 = 4,000 ROs/s;
    // measured 1,000 / 0.5 s = 2,000 ROs/s, half of it.
    expect(ingestCpuLine(load(400), 2)).toBe(
      'ingest CPU per RO: 0.100 ms in this process + 0.400 ms in PostgreSQL = 0.500 ms; 2 CPUs doing only this would ingest 4,000 ROs/s (measured 50% of it)',
    );
  });

  it('says only this process when there is no server to read', () => {
    expect(ingestCpuLine(load(null), 2)).toBe('ingest CPU per RO: 0.100 ms in this process (PGlite runs in it; a server elsewhere is not read)');
  });
});
