import { schema } from '@rlo/db';
import type { AppDeps } from '../deps';

/**
 * The demo owner's alert rules (issue 30): the presets the rules screen offers, so the first
 * morning's evaluation after start-up has something to say under the bell.
 */
export async function loadDemoAlertRules(deps: AppDeps, partnerId: number, locationId: number): Promise<void> {
  await deps.database.db.insert(schema.alertRules).values([
    { partnerId, locationId, metric: 'gross_profit_per', condition: 'below', threshold: 65, period: 'yesterday' },
    { partnerId, locationId: null, metric: 'gross_sales_cents', condition: 'behind_goal_pace', threshold: 10, period: 'month_to_date' },
    { partnerId, locationId, metric: 'sale_count', condition: 'down_vs_last_year', threshold: 15, period: 'week_to_date' },
  ]);
}
