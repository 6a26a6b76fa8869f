import { type ManagementConnection, type ManagementConnectionSave, paths, type ConnectionCheck } from '@rlo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface ConnectionTarget {
  partnerId: number;
  locationId: number;
}

const connectionKey = ({ partnerId, locationId }: ConnectionTarget) => ['management-connection', partnerId, locationId] as const;

/** GET /management-system?partnerId&locationId: the location's connection (API key masked), or null. */
export function getManagementConnection(target: ConnectionTarget): Promise<ManagementConnection | null> {
  return api<ManagementConnection | null>(paths.managementSystem, { query: { ...target } });
}

export function managementConnectionQueryOptions(target: ConnectionTarget) {
  return queryOptions({
    queryKey: connectionKey(target),
    queryFn: () => getManagementConnection(target),
    meta: { errorToastKey: 'settings.management.loadFailed' },
  });
}

export function useManagementConnection(target: ConnectionTarget) {
  return useQuery(managementConnectionQueryOptions(target));
}

/** POST /management-system?partnerId&locationId: answers the saved connection, key masked. */
export function saveManagementConnection({ target, connection }: { target: ConnectionTarget; connection: ManagementConnectionSave }) {
  return api<ManagementConnection>(paths.managementSystem, { method: 'POST', query: { ...target }, body: connection });
}

export function useSaveManagementConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveManagementConnection,
    onSuccess: (saved, { target }) => queryClient.setQueryData(connectionKey(target), saved),
  });
}

/** POST /management-system/check: tries the form's details on the system without saving them. */
export function checkManagementConnection({ target, connection }: { target: ConnectionTarget; connection: ManagementConnectionSave }) {
  return api<ConnectionCheck>(paths.checkManagementSystem, { method: 'POST', query: { ...target }, body: connection });
}

export function useCheckManagementConnection() {
  return useMutation({ mutationFn: checkManagementConnection });
}
