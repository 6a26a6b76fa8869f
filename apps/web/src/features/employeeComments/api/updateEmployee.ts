import { buildPath, paths, type EmployeeHidden } from '@rlo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { EMPLOYEE_COMMENTS_KEY } from './keys';

export interface HideRequest {
  partnerId: number;
  locationId: number;
  id: number;
  hide: boolean;
}

export function updateEmployee({ partnerId, locationId, id, hide }: HideRequest) {
  return api<EmployeeHidden>(buildPath(paths.updateEmployee, { partnerId }), {
    method: 'POST',
    query: { location_id: locationId },
    body: { id, hide },
  });
}

/** Hides or shows an employee; the lists here and the dashboard's employee charts refresh. */
export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [EMPLOYEE_COMMENTS_KEY, 'employees'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
