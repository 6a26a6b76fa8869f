import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { type AlertCondition, type AlertMetric, type AlertPeriod } from '@rlo/contract';
import { alertFigure, alertPeriod, checkAlert, lastYearOf, summarize, todayIn, type AlertFacts } from '../../analytics';
import type { AppDeps } from '../../deps';
import type { LocationInfo } from '../../lib/scope';
import { forecastFor } from '../../modules/reports/forecast';
import { periodTotals } from '../../modules/reports/queries/totals';
import { alertEmailRows } from './email';
import { locationRecipients } from '../daily-summary/outbox';
import { activeLocations, morningLocations } from '../morning';

const { alertEvaluations, alertRules, alerts, clientEmails } = schema;

export interface RuleRow {
  id: number;
  metric: AlertMetric;
  condition: AlertCondition;
  threshold: number;
  period: AlertPeriod;
}

export interface FiredAlert {
  rule: RuleRow;
  from: string;
  to: string;
  value: number;
  compared: number | null;
}

type AlertLocation = LocationInfo & { partnerId: number };

/** The rules that watch a location this morning: its own and its partner's All-locations rules, neither paused nor snoozed. */
async function rulesOf(deps: AppDeps, location: AlertLocation, today: string): Promise<RuleRow[]> {
  return deps.database.db
    .select({ id: alertRules.id, metric: alertRules.metric, condition: alertRules.condition, threshold: alertRules.threshold, period: alertRules.period })
    .from(alertRules)
    .where(
      and(
        eq(alertRules.partnerId, location.partnerId),
        or(eq(alertRules.locationId, location.id), isNull(alertRules.locationId)),
        eq(alertRules.paused, false),
        or(isNull(alertRules.snoozedUntil), lte(alertRules.snoozedUntil, today)),
      ),
    )
    .orderBy(alertRules.id);
}

/** Each rule's figure over its period (and last year's, and the month's pace when it asks), from the rollups. */
async function checkRules(deps: AppDeps, location: AlertLocation, today: string, rules: RuleRow[]): Promise<FiredAlert[]> {
  const fired: FiredAlert[] = [];
  for (const rule of rules) {
    const period = alertPeriod(rule.period, today);
    const [current, lastYear] = await periodTotals(deps, [location.id], [period, lastYearOf(period)]);
    const facts: AlertFacts = { value: alertFigure(rule.metric, summarize(current)), lastYear: alertFigure(rule.metric, summarize(lastYear)) };
    if (rule.condition === 'behind_goal_pace') {
      // The month of the business day, paced through that day (kpis.md §7), as the rule's period ends there.
      const scope = { partnerId: location.partnerId, locations: [location], locationIds: [location.id], single: true, timeZone: location.timezone, today: period.to };
      const { month } = await forecastFor(deps, scope);
      facts.projectedPercentOfGoal = month.set_goal_cent > 0 ? month.projected_percent_of_goal : null;
    }
    const check = checkAlert(rule.condition, rule.threshold, facts);
    if (check.fired && facts.value !== null) fired.push({ rule, ...period, value: facts.value, compared: check.compared });
  }
  return fired;
}

/** A location's rules exist and one of them is not paused: only then is it evaluated. */
const watched = sql`exists (select 1 from ${alertRules} r where r.partner_id = ${schema.locations.partnerId} and (r.location_id = ${schema.locations.id} or r.location_id is null) and not r.paused)`;

/**
 * Evaluates the rules of every location whose local time has reached the daily e-mail hour and
 * whose business day was not evaluated yet (a sync after the day ended may have done it first).
 * Returns the alerts raised.
 */
export async function evaluateAlerts(deps: AppDeps, now: Date = deps.clock.now()): Promise<number> {
  let raised = 0;
  for (const location of await morningLocations(deps, now, watched)) raised += await evaluateLocation(deps, location, now);
  return raised;
}

/**
 * After a location's sync has succeeded: its data is in up to `syncStart`, so the business day
 * before that day is complete and its rules are evaluated, before the e-mail hour if the sync comes first.
 */
export async function evaluateAfterSync(deps: AppDeps, locationId: number, syncStart: Date): Promise<number> {
  const [location] = await activeLocations(deps, and(eq(schema.locations.id, locationId), watched)!);
  return location ? evaluateLocation(deps, location, syncStart) : 0;
}

/**
 * One location's rules for the business day before today, once per location and business date:
 * the figures are read first, then one transaction records the evaluation (its primary key lets
 * one process through), the alerts and their e-mails. Another process, or this one after a
 * restart, finds the evaluation and does nothing.
 */
async function evaluateLocation(deps: AppDeps, location: AlertLocation, now: Date): Promise<number> {
  const today = todayIn(location.timezone, now);
  const businessDate = alertPeriod('yesterday', today).to;
  const [done] = await deps.database.db
    .select({ at: alertEvaluations.evaluatedAt })
    .from(alertEvaluations)
    .where(and(eq(alertEvaluations.locationId, location.id), eq(alertEvaluations.businessDate, businessDate)));
  if (done) return 0;
  const fired = await checkRules(deps, location, today, await rulesOf(deps, location, today));
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const recipients = fired.length > 0 ? await locationRecipients(deps, location) : [];
  return deps.database.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(alertEvaluations)
      .values({ partnerId: location.partnerId, locationId: location.id, businessDate })
      .onConflictDoNothing()
      .returning({ locationId: alertEvaluations.locationId });
    if (claimed.length === 0 || fired.length === 0) return 0;
    const rows = await tx
      .insert(alerts)
      .values(
        fired.map((f) => ({
          partnerId: location.partnerId,
          ruleId: f.rule.id,
          locationId: location.id,
          businessDate,
          fromDate: f.from,
          toDate: f.to,
          value: f.value,
          threshold: f.rule.threshold,
          compared: f.compared,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: alerts.id });
    const emails = alertEmailRows(deps, location, businessDate, fired, recipients);
    if (emails.length > 0) await tx.insert(clientEmails).values(emails).onConflictDoNothing();
    return rows.length;
  });
}
