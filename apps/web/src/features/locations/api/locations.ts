import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { locationListSchema, type LocationList } from './schemas';

export function getLocations(): Promise<LocationList> {
  return api('/locations', { schema: locationListSchema });
}

export function locationsQueryOptions() {
  return queryOptions({
    queryKey: ['locations'],
    queryFn: getLocations,
    meta: { errorToastKey: 'errors.locationsLoad' },
  });
}

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
