import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_TIME_ZONE } from '@rlo/contract';
import { todayIn } from './analytics';
import type { AppDeps } from './deps';
import { DEMO_SIGN_INS, demoDataExists, isDatabaseEmpty, loadDemoData, type DemoLoadProgress } from './demo';

/** True when this start loads the demo data: demo mode on an empty database. */
export async function needsDemoData(deps: AppDeps): Promise<boolean> {
  return deps.config.demoData && (await isDatabaseEmpty(deps));
}

/**
 * Work done once the database is migrated and before the portal answers: on an empty database in
 * demo mode, the demo partner and its three years of repair orders, through the ingest path.
 * `onProgress` hears every batch stored (the "Preparing" page shows it); the log, each location.
 */
export async function onFirstStart(
  deps: AppDeps,
  log: FastifyBaseLogger,
  options: { onProgress?: (progress: DemoLoadProgress) => void } = {},
): Promise<void> {
  if (!(await needsDemoData(deps))) return;
  const started = Date.now();
  log.info('Empty database in demo mode: loading the demo data (a minute or two, once)…');
  let current = '';
  const result = await loadDemoData(deps, {
    today: todayIn(DEFAULT_TIME_ZONE, deps.clock.now()),
    now: deps.clock.now(),
    scale: 'small',
    onProgress: (p) => {
      options.onProgress?.(p);
      if (p.location === current) return;
      current = p.location;
      log.info(`demo data: ${p.location} (${p.locationNumber}/${p.locationCount})`);
    },
  });
  log.info(
    `Demo data loaded in ${((Date.now() - started) / 1000).toFixed(0)} s: ${result.repair_orders} repair orders.`,
  );
}

/**
 * The demo accounts as plain lines for the console once the portal answers, in demo mode when
 * they exist; nothing otherwise (a production server never prints a password).
 */
export async function demoSignInLines(deps: AppDeps): Promise<string[]> {
  if (!deps.config.demoData || !(await demoDataExists(deps))) return [];
  const width = Math.max(...DEMO_SIGN_INS.map((s) => s.label.length));
  return [
    'Sign in with a demo account:',
    ...DEMO_SIGN_INS.map((s) => `  ${s.label.padEnd(width)}  ${s.email}  password ${s.password}`),
  ];
}
