import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_TIME_ZONE } from '@rlo/contract';
import { todayIn } from './analytics';
import type { AppDeps } from './deps';
import { DEMO_SIGN_INS, isDatabaseEmpty, loadDemoData } from './demo';

/**
 * Work done once the database is migrated and before the server listens: on an empty database in
 * demo mode, the demo partner and its three years of repair orders, through the ingest path.
 */
export async function onFirstStart(deps: AppDeps, log: FastifyBaseLogger): Promise<void> {
  if (!deps.config.demoData || !(await isDatabaseEmpty(deps))) return;
  const started = Date.now();
  log.info('Empty database in demo mode: loading the demo data (about a minute, once)…');
  let current = '';
  const result = await loadDemoData(deps, {
    today: todayIn(DEFAULT_TIME_ZONE, deps.clock.now()),
    scale: 'small',
    onProgress: (p) => {
      if (p.location === current) return;
      current = p.location;
      log.info(`demo data: ${p.location} (${p.locationNumber}/${p.locationCount})`);
    },
  });
  log.info(
    `Demo data loaded in ${((Date.now() - started) / 1000).toFixed(0)} s: ${result.repair_orders} repair orders. ` +
      `Sign in with ${DEMO_SIGN_INS.map((s) => `${s.email} / ${s.password}`).join(' or ')}.`,
  );
}
