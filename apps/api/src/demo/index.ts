// Deterministic demo data (ingest.md §3 "Demo data"): the plan of partners, users and locations, the
// generator of canonical repair orders, and the loader that feeds them to the ingest path.
export { DEMO_PASSWORD, DEMO_SIGN_INS } from './sign-ins';
export { DEMO_OWNER_EMAIL, DEMO_PARTNER_NAME, DEMO_SEED, generateDemoPlan } from './plan';
export { generateRepairOrders, type GenerateOptions } from './generate';
export {
  demoDataExists,
  isDatabaseEmpty,
  loadDemoData,
  type DemoLoadProgress,
  type DemoLoadResult,
} from './load';
export type * from './types';
