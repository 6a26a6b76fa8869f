import { buildPath, EMPLOYEE_LIST_PATHS, type EmployeeRole, type EmployeeRow } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { EMPLOYEE_COMMENTS_KEY } from './keys';

export type { EmployeeRole, EmployeeRow };

/** Advisors or technicians of a location with their figures of the last two months (hidden ones included). */
export function getEmployees(
  partnerId: number,
  locationId: number,
  role: EmployeeRole,
  signal?: AbortSignal,
) {
  return api<EmployeeRow[]>(buildPath(EMPLOYEE_LIST_PATHS[role], { partnerId }), {
    query: { location_id: locationId },
    signal,
  });
}

export function employeesQueryOptions(partnerId: number, locationId: number, role: EmployeeRole) {
  return queryOptions({
    queryKey: [EMPLOYEE_COMMENTS_KEY, 'employees', partnerId, locationId, role],
    queryFn: ({ signal }) => getEmployees(partnerId, locationId, role, signal),
    meta: { errorToastKey: 'employeeComments.errors.employees' },
  });
}

export function useEmployees(partnerId: number, locationId: number, role: EmployeeRole) {
  return useQuery(employeesQueryOptions(partnerId, locationId, role));
}
