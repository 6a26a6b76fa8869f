import { buildPath, EMPLOYEE_LIST_PATHS, employeeRowSchema, type EmployeeRole, type EmployeeRow } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { EMPLOYEE_COMMENTS_KEY } from './keys';

export type { EmployeeRole, EmployeeRow };

const rowsSchema = z.array(employeeRowSchema);

/** Advisors or technicians of a location with their figures of the last two months (hidden ones included). */
export function getEmployees(
  partnerId: number,
  locationId: number,
  role: EmployeeRole,
  signal?: AbortSignal,
) {
  return api(buildPath(EMPLOYEE_LIST_PATHS[role], { partnerId }), {
    query: { location_id: locationId },
    schema: rowsSchema,
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
