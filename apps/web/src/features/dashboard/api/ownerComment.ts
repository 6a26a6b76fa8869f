import { buildPath, EMPLOYEE_LIST_PATHS, EMPLOYEE_ROLES, type EmployeeRow } from '@rlo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The advisors and technicians of one location that an owner comment can name (each once). */
export async function getCommentableEmployees(partnerId: number, locationId: number, signal?: AbortSignal) {
  const [advisors, technicians] = await Promise.all(
    EMPLOYEE_ROLES.map((role) =>
      api<EmployeeRow[]>(buildPath(EMPLOYEE_LIST_PATHS[role], { partnerId }), { query: { location_id: locationId }, signal }),
    ),
  );
  const all = [...advisors, ...technicians];
  return all
    .filter((e, i) => all.findIndex((o) => o.id === e.id) === i)
    .map((e) => ({ id: e.id, fullName: e.fullName }));
}

export function useCommentableEmployees(partnerId: number, locationId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['employee-comments', 'commentable', partnerId, locationId],
    queryFn: ({ signal }) => getCommentableEmployees(partnerId, locationId, signal),
    enabled,
  });
}
