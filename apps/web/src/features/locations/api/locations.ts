import { paths, type LocationList } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function getLocations(): Promise<LocationList> {
  return api<LocationList>(paths.locations);
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
