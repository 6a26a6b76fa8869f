import {
  buildPath,
  explainRepairOrderSchema,
  explanationSchema,
  pageOf,
  paths,
  type ExplainQuery,
} from '@rlo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api';

/** Which figure to explain: the metric, the locations (an id or all) and the period. */
export interface ExplainTarget {
  partnerId: number;
  metric: ExplainQuery['metric'];
  scope: number | 'all';
  from: string;
  to: string;
}

export interface RoPageParams {
  pageNum: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
}

const queryOf = ({ metric, scope, from, to }: ExplainTarget) => ({ metric, location_id: scope, from, to });
const roPageSchema = pageOf(explainRepairOrderSchema);

// The answers are cached by the server on the data's version (ETag): a refetch revalidates cheaply.
export function useExplanation(target: ExplainTarget | null) {
  return useQuery({
    queryKey: ['explain', target],
    queryFn: ({ signal }) =>
      api(buildPath(paths.explainFigure, { partnerId: target!.partnerId }), {
        query: queryOf(target!),
        schema: explanationSchema,
        signal,
      }),
    enabled: target !== null,
    meta: { errorToastKey: 'explain.loadError' },
  });
}

export function useExplainRepairOrders(target: ExplainTarget | null, page: RoPageParams) {
  return useQuery({
    queryKey: ['explain', 'repair-orders', target, page],
    queryFn: ({ signal }) =>
      api(buildPath(paths.explainRepairOrders, { partnerId: target!.partnerId }), {
        query: {
          ...queryOf(target!),
          page_num: page.pageNum,
          page_size: page.pageSize,
          sort: page.sort,
          order: page.order,
        },
        schema: roPageSchema,
        signal,
      }),
    enabled: target !== null,
    placeholderData: keepPreviousData,
    meta: { errorToastKey: 'explain.loadError' },
  });
}

/** The CSV of every RO behind the figure; the browser downloads it with the session cookie. */
export const explainCsvUrl = (target: ExplainTarget) =>
  apiUrl(buildPath(paths.explainRepairOrdersCsv, { partnerId: target.partnerId }), queryOf(target));
