import { type MeasureMyShopResponse, paths } from '@rlo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface MeasureMyShopParams {
  /** null: peers of any technician count. */
  techCount: number | null;
  withGsTech: boolean;
}

export function getMeasureMyShop(
  { techCount, withGsTech }: MeasureMyShopParams,
  signal?: AbortSignal,
): Promise<MeasureMyShopResponse> {
  return api<MeasureMyShopResponse>(paths.measureMyShop, {
    query: { techCount, gsTechCount: withGsTech ? 'true' : undefined },
    signal,
  });
}

export function measureMyShopQueryOptions(params: MeasureMyShopParams) {
  return queryOptions({
    queryKey: ['comparison', 'measure-my-shop', params],
    queryFn: ({ signal }) => getMeasureMyShop(params, signal),
    staleTime: 60_000,
    meta: { errorToastKey: 'comparison.errors.peers' },
  });
}

export function useMeasureMyShop(params: MeasureMyShopParams) {
  return useQuery({ ...measureMyShopQueryOptions(params), placeholderData: keepPreviousData });
}
