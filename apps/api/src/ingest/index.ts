// The ingest path of ingest.md: every source (agent API, CSV, connectors, demo data, CLI) feeds it.
export { ingestBatch, type IngestHooks, type IngestTarget } from './ingest-batch';
export { refreshDerived, type DerivedScope } from './refresh-derived';
export { lockLocation, type IngestLocation } from './location';
export { issueAgentToken, locationOfAgentToken } from './agent-token';
