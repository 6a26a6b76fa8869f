import {
  buildPath,
  paths,
  type ExplainCustomerRatioQuery,
  type ExplainTechnicianQuery,
  type ExplainQuery,
  type CustomerRatioExplanation,
  type ExplainCustomer,
  type ExplainRepairOrder,
  type PageOf,
  type Explanation,
  type TechExplanation,
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
  /** A variance: the prior period the figure is compared with (both sides are explained). */
  prior?: { from: string; to: string };
  /** A 12-month block's figure, worked out month by month (kpis.md §3): a ratio's average, a sum's total. */
  byMonth?: boolean;
  /** An advisor's figure: over the ROs they wrote. */
  writerId?: number;
  /** New customers of one marketing source (the customers list only). */
  marketingSource?: string;
}

export interface RoPageParams {
  pageNum: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
}

// The ROs behind a figure are its own period's, whatever it is shown with.
const figureOf = ({ metric, scope, from, to, writerId }: ExplainTarget) => ({
  metric,
  location_id: scope,
  from,
  to,
  ...(writerId !== undefined && { writer_id: writerId }),
});
const queryOf = (target: ExplainTarget) => ({
  ...figureOf(target),
  ...(target.prior && { prior_from: target.prior.from, prior_to: target.prior.to }),
  ...(target.byMonth && { by: 'month' }),
});

// The answers are cached by the server on the data's version (ETag): a refetch revalidates cheaply.
export function useExplanation(target: ExplainTarget | null) {
  return useQuery({
    queryKey: ['explain', target],
    queryFn: ({ signal }) =>
      api<Explanation>(buildPath(paths.explainFigure, { partnerId: target!.partnerId }), {
        query: queryOf(target!),
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
      api<PageOf<ExplainRepairOrder>>(buildPath(paths.explainRepairOrders, { partnerId: target!.partnerId }), {
        query: {
          ...figureOf(target!),
          page_num: page.pageNum,
          page_size: page.pageSize,
          sort: page.sort,
          order: page.order,
        },
        signal,
      }),
    enabled: target !== null,
    placeholderData: keepPreviousData,
    meta: { errorToastKey: 'explain.loadError' },
  });
}

/** The customers behind a new or returning customers figure, one page. */
export function useExplainCustomers(target: ExplainTarget, page: { pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: ['explain', 'customers', target, page],
    queryFn: ({ signal }) =>
      api<PageOf<ExplainCustomer>>(buildPath(paths.explainCustomers, { partnerId: target.partnerId }), {
        query: {
          ...figureOf(target),
          ...(target.marketingSource !== undefined && { marketing_source: target.marketingSource }),
          page_num: page.pageNum,
          page_size: page.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorToastKey: 'explain.loadError' },
  });
}

/** The CSV of every RO behind the figure; the browser downloads it with the session cookie. */
export const explainCsvUrl = (target: ExplainTarget) =>
  apiUrl(buildPath(paths.explainRepairOrdersCsv, { partnerId: target.partnerId }), figureOf(target));

/** Which customer report ratio: the metric, the locations and the month. */
export interface CustomerRatioTarget {
  partnerId: number;
  metric: ExplainCustomerRatioQuery['metric'];
  scope: number | 'all';
  year: number;
  month: number;
}

export function useCustomerRatioExplanation(target: CustomerRatioTarget) {
  const { partnerId, metric, scope, year, month } = target;
  return useQuery({
    queryKey: ['explain', 'customer-ratio', target],
    queryFn: ({ signal }) =>
      api<CustomerRatioExplanation>(buildPath(paths.explainCustomerRatio, { partnerId }), {
        query: { metric, location_id: scope, year, month },
        signal,
      }),
    meta: { errorToastKey: 'explain.loadError' },
  });
}

/** Which technician's figure: the KPI, the locations, the range and the technician. */
export interface TechnicianTarget {
  partnerId: number;
  metric: ExplainTechnicianQuery['metric'];
  scope: number | 'all';
  from: string;
  to: string;
  techId: number;
}

export function useTechnicianExplanation(target: TechnicianTarget, page: { pageNum: number; pageSize: number }) {
  const { partnerId, metric, scope, from, to, techId } = target;
  return useQuery({
    queryKey: ['explain', 'technician', target, page],
    queryFn: ({ signal }) =>
      api<TechExplanation>(buildPath(paths.explainTechnician, { partnerId }), {
        query: { metric, location_id: scope, from, to, tech_id: techId, page_num: page.pageNum, page_size: page.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorToastKey: 'explain.loadError' },
  });
}
