import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '@rlo/contract';
import { todayIn } from '../analytics/dates';
import { demoDataExists, loadDemoData } from '../demo';
import { parseOptions, type Command } from './options';

export const demoCommands: Record<string, Command> = {
  'seed-demo': {
    summary:
      '[--scale small|large]   load the demo partners, locations, sign-ins and repair orders (today = the business clock)',
    options: { scale: { type: 'string' } },
    async run(deps, values) {
      const o = parseOptions(
        'seed-demo',
        z.object({
          scale: z.enum(['small', 'large'], { error: 'scale must be small or large' }).default('small'),
        }),
        values,
      );
      if (await demoDataExists(deps)) {
        throw new Error(
          'The demo data is already loaded (owner@demo-auto.com exists); use an empty database to load it again.',
        );
      }
      const today = todayIn(DEFAULT_TIME_ZONE, deps.clock.now());
      const started = performance.now();
      let current = '';
      const result = await loadDemoData(deps, {
        today,
        now: deps.clock.now(),
        scale: o.scale,
        onProgress: (p) => {
          if (p.location === current) return;
          current = p.location;
          process.stderr.write(
            `[${p.locationNumber}/${p.locationCount}] ${p.location} (${p.repairOrders} repair orders so far)\n`,
          );
        },
      });
      process.stderr.write(`Loaded in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
      return { partners: result.partners, locations: result.locations, repair_orders: result.repair_orders };
    },
  },
};
