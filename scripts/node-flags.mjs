// The V8 flags of the processes that ingest (the server and the benchmark), in one place.
// A 1,000-RO batch allocates its validated ROs, literals and rows at once, and with V8's default
// young generation (16 MB semi-spaces) most of it outlived a scavenge and was copied, then promoted:
// garbage collection took 43 µs of Node's ~165 per RO in the small ingest profile, 28 with 64 MB.
// V8 grows the young generation up to this only while allocation keeps it full.
export const NODE_FLAGS = ['--max-semi-space-size=64'];
