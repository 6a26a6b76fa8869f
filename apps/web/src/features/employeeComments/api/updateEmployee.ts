import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { EMPLOYEE_COMMENTS_KEY } from './keys';

const resultSchema = z.object({ id: z.number(), hide: z.boolean() });

export interface HideRequest {
  partnerId: number;
  locationId: number;
  id: number;
  hide: boolean;
}

export function updateEmployee({ partnerId, locationId, id, hide }: HideRequest) {
  return api(`/${partnerId}/update-technician-sa`, {
    method: 'POST',
    query: { location_id: locationId },
    body: { id, hide },
    schema: resultSchema,
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
