import { type ComparisonState, type ShopComparisonRecord, paths } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface ShopComparisonParams {
  state: ComparisonState;
  /** Measure My Shop reads the user's own shops through the same call (year and month to date). */
  measureMyShop?: boolean;
  selectedDate?: string;
}

export function getShopComparison(
  { state, measureMyShop, selectedDate }: ShopComparisonParams,
  signal?: AbortSignal,
): Promise<ShopComparisonRecord[]> {
  return api<ShopComparisonRecord[]>(paths.shopComparison, {
    query: { comparison_state: state, isMeasureMyShop: measureMyShop ? 'true' : undefined, selectedDate },
    signal,
  });
}

export function shopComparisonQueryOptions(params: ShopComparisonParams) {
  return queryOptions({
    queryKey: ['comparison', 'shops', params],
    queryFn: ({ signal }) => getShopComparison(params, signal),
    staleTime: 60_000,
    meta: { errorToastKey: 'comparison.errors.load' },
  });
}

export function useShopComparison(params: ShopComparisonParams) {
  return useQuery(shopComparisonQueryOptions(params));
}
