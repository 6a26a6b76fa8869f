import { buildPath, paths, type AlertRule, type AlertRuleInput, type AlertPage } from '@rlo/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type { AlertRule, AlertRuleInput };

/** The alert history's filters and page (the bell asks for the count alone: one row of page 1). */
export interface AlertFilter {
  locationId?: number;
  ruleId?: number;
  unread?: boolean;
  page: number;
  pageSize: number;
}

// Rules and alerts under one key: a rule deleted takes its alerts with it.
const ALERTS = 'alerts';

export function alertRulesQueryOptions(partnerId: number) {
  return queryOptions({
    queryKey: [ALERTS, 'rules', partnerId],
    queryFn: ({ signal }) => api<AlertRule[]>(buildPath(paths.alertRules, { partnerId }), { signal }),
  });
}

export const useAlertRules = (partnerId: number) => useQuery(alertRulesQueryOptions(partnerId));

export function alertsQueryOptions(partnerId: number, filter: AlertFilter) {
  return queryOptions({
    queryKey: [ALERTS, 'list', partnerId, filter],
    queryFn: ({ signal }) =>
      api<AlertPage>(buildPath(paths.alerts, { partnerId }), {
        query: {
          location_id: filter.locationId,
          rule_id: filter.ruleId,
          unread: filter.unread ? 'true' : undefined,
          page_num: filter.page,
          page_size: filter.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const useAlerts = (partnerId: number, filter: AlertFilter) => useQuery(alertsQueryOptions(partnerId, filter));

/** The bell's unread count: alerts are raised once a morning, so a look every five minutes is plenty. */
export const useUnreadAlerts = (partnerId: number | null) =>
  useQuery({
    ...alertsQueryOptions(partnerId ?? 0, { page: 1, pageSize: 1 }),
    enabled: partnerId !== null,
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
    select: (page) => page.unread,
  });

function useAlertMutation<V>(run: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: [ALERTS] }) });
}

export const useCreateAlertRule = (partnerId: number) =>
  useAlertMutation((rule: AlertRuleInput) => api<AlertRule>(buildPath(paths.alertRules, { partnerId }), { method: 'POST', body: rule }));

export const useUpdateAlertRule = (partnerId: number) =>
  useAlertMutation(({ id, ...patch }: { id: number; paused: boolean; snooze_days?: number }) =>
    api<AlertRule>(buildPath(paths.alertRule, { partnerId, id }), { method: 'PATCH', body: patch }),
  );

export const useDeleteAlertRule = (partnerId: number) =>
  useAlertMutation((id: number) => api(buildPath(paths.alertRule, { partnerId, id }), { method: 'DELETE' }));

export const useMarkAlertRead = (partnerId: number) =>
  useAlertMutation((id: number | 'all') =>
    api(id === 'all' ? buildPath(paths.readAllAlerts, { partnerId }) : buildPath(paths.readAlert, { partnerId, id }), { method: 'POST' }),
  );
