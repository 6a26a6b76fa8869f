// KPI alert rules and the alerts they raised (issue 30), always under the session's partner.
import { and, count, desc, eq, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { ALERT_MAX_RULES, type Alert, type AlertRule, type AlertRuleInput } from '@rlo/contract';
import { addDays, todayIn } from '../../analytics';
import type { AppDeps } from '../../deps';
import { isGoalUser } from '../../lib/access';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { UserPrincipal } from '../../lib/principal';
import { canReach, withinReach } from '../../lib/reach';

const { alertReads, alertRules, alerts, locations } = schema;

type RuleRow = typeof alertRules.$inferSelect;

const ruleDto = (row: RuleRow): AlertRule => ({
  id: row.id,
  location_id: row.locationId,
  metric: row.metric,
  condition: row.condition,
  threshold: row.threshold,
  period: row.period,
  paused: row.paused,
  snoozed_until: row.snoozedUntil,
  created_at: row.createdAt.toISOString(),
});

/**
 * The rules a user may see: a LocationManager limited to some locations sees their rules and not
 * the All-locations ones (those watch locations they do not see); everyone else sees every rule.
 */
function visibleRules(principal: UserPrincipal): SQL | undefined {
  return and(eq(alertRules.partnerId, principal.partnerId), principal.locationIds === null ? undefined : withinReach(principal, alertRules.locationId));
}

export async function listRules(deps: AppDeps, principal: UserPrincipal, locationId: number | undefined): Promise<AlertRule[]> {
  const rows = await deps.database.db
    .select()
    .from(alertRules)
    .where(and(visibleRules(principal), locationId === undefined ? undefined : or(eq(alertRules.locationId, locationId), isNull(alertRules.locationId))))
    .orderBy(alertRules.id);
  return rows.map(ruleDto);
}

/**
 * Who writes a rule: shop owners and Admins for any location or All; a LocationManager for the
 * locations they see. A body's location is not the guard's to check, so it is checked here.
 */
async function checkRuleLocation(deps: AppDeps, principal: UserPrincipal, locationId: number | null) {
  if (locationId === null) {
    if (!isGoalUser(principal) || principal.locationIds !== null) throw forbidden('Only a shop owner or an Admin sets a rule for All locations.');
    return;
  }
  if (!isGoalUser(principal) && principal.role !== 'LocationManager') throw forbidden();
  if (!canReach(principal, locationId)) throw notFound('The location');
  const [row] = await deps.database.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.partnerId, principal.partnerId)));
  if (!row) throw notFound('The location');
}

export async function createRule(deps: AppDeps, principal: UserPrincipal, input: AlertRuleInput): Promise<AlertRule> {
  await checkRuleLocation(deps, principal, input.location_id);
  const [{ n }] = await deps.database.db.select({ n: count() }).from(alertRules).where(eq(alertRules.partnerId, principal.partnerId));
  if (n >= ALERT_MAX_RULES) throw conflict(`An account has at most ${ALERT_MAX_RULES} alert rules: delete one first.`);
  const [row] = await deps.database.db
    .insert(alertRules)
    .values({
      partnerId: principal.partnerId,
      locationId: input.location_id,
      metric: input.metric,
      condition: input.condition,
      threshold: input.threshold,
      period: input.period,
      createdBy: principal.userId,
    })
    .returning();
  return ruleDto(row);
}

/** A rule the user may change: theirs to see, and theirs to write (404 for another partner's). */
async function ownedRule(deps: AppDeps, principal: UserPrincipal, id: number): Promise<RuleRow> {
  const [row] = await deps.database.db.select().from(alertRules).where(and(eq(alertRules.id, id), visibleRules(principal)));
  if (!row) throw notFound('The alert rule');
  await checkRuleLocation(deps, principal, row.locationId);
  return row;
}

/** Pause or resume; snooze for N days from the location's today (0 ends the snooze). */
export async function updateRule(deps: AppDeps, principal: UserPrincipal, id: number, patch: { paused: boolean; snooze_days?: number }) {
  const rule = await ownedRule(deps, principal, id);
  const changes: Partial<RuleRow> = { paused: patch.paused };
  if (patch.snooze_days !== undefined) {
    const [location] = rule.locationId
      ? await deps.database.db.select({ timezone: locations.timezone }).from(locations).where(eq(locations.id, rule.locationId))
      : [];
    const today = todayIn(location?.timezone ?? 'US/Central', deps.clock.now());
    changes.snoozedUntil = patch.snooze_days === 0 ? null : addDays(today, patch.snooze_days);
  }
  const [row] = await deps.database.db.update(alertRules).set(changes).where(eq(alertRules.id, rule.id)).returning();
  return ruleDto(row);
}

export async function deleteRule(deps: AppDeps, principal: UserPrincipal, id: number): Promise<void> {
  const rule = await ownedRule(deps, principal, id);
  await deps.database.db.delete(alertRules).where(eq(alertRules.id, rule.id));
}

interface AlertFilter {
  location_id?: number;
  rule_id?: number;
  unread?: 'true' | 'false';
  page_num: number;
  page_size: number;
}

const unreadBy = (userId: number) =>
  notExists(sql`(select 1 from ${alertReads} where ${alertReads.alertId} = ${alerts.id} and ${alertReads.userId} = ${userId})`);

/** The alerts of the locations the user sees, newest first, with how many they have not read. */
export async function listAlerts(deps: AppDeps, principal: UserPrincipal, filter: AlertFilter) {
  const { db } = deps.database;
  const seen = and(eq(alerts.partnerId, principal.partnerId), withinReach(principal, alerts.locationId));
  const where = and(
    seen,
    filter.location_id === undefined ? undefined : eq(alerts.locationId, filter.location_id),
    filter.rule_id === undefined ? undefined : eq(alerts.ruleId, filter.rule_id),
    filter.unread === 'true' ? unreadBy(principal.userId) : undefined,
  );
  const [rows, [{ total }], [{ unread }]] = await Promise.all([
    db
      .select({
        alert: alerts,
        rule: { metric: alertRules.metric, condition: alertRules.condition, period: alertRules.period },
        locationName: locations.name,
        read: sql<boolean>`exists (select 1 from ${alertReads} where ${alertReads.alertId} = ${alerts.id} and ${alertReads.userId} = ${principal.userId})`,
      })
      .from(alerts)
      .innerJoin(alertRules, eq(alertRules.id, alerts.ruleId))
      .innerJoin(locations, eq(locations.id, alerts.locationId))
      .where(where)
      .orderBy(desc(alerts.businessDate), desc(alerts.id))
      .limit(filter.page_size)
      .offset((filter.page_num - 1) * filter.page_size),
    db.select({ total: count() }).from(alerts).where(where),
    db.select({ unread: count() }).from(alerts).where(and(seen, unreadBy(principal.userId))),
  ]);
  const items: Alert[] = rows.map(({ alert, rule, locationName, read }) => ({
    id: alert.id,
    rule_id: alert.ruleId,
    location_id: alert.locationId,
    location_name: locationName,
    ...rule,
    from: alert.fromDate,
    to: alert.toDate,
    value: alert.value,
    threshold: alert.threshold,
    compared: alert.compared,
    read: Boolean(read),
    created_at: alert.createdAt.toISOString(),
  }));
  return { items, total, unread };
}

/** Marks alerts read for this user: one (404 when not theirs to see) or every one they see. */
export async function markRead(deps: AppDeps, principal: UserPrincipal, id: number | 'all'): Promise<void> {
  const { db } = deps.database;
  const seen = and(eq(alerts.partnerId, principal.partnerId), withinReach(principal, alerts.locationId));
  const ids = (await db.select({ id: alerts.id }).from(alerts).where(and(seen, id === 'all' ? unreadBy(principal.userId) : eq(alerts.id, id)))).map((r) => r.id);
  if (id !== 'all' && ids.length === 0) throw notFound('The alert');
  if (ids.length === 0) return;
  await db
    .insert(alertReads)
    .values(ids.map((alertId) => ({ partnerId: principal.partnerId, alertId, userId: principal.userId })))
    .onConflictDoNothing();
}
