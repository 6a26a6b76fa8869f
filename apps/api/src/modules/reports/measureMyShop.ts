import { MEASURE_MY_SHOP_MIN_PEERS, type PeerFigures } from '@rlo/contract';
import { monthToDate, roundCents, summarize, yearToDate, type DateRange, type Summary } from '../../analytics';
import type { AppDeps } from '../../deps';
import { peerTotals, type PeerFilter } from './queries/peers';

type Figures = Omit<PeerFigures, 'dataType'>;

/** The Measure My Shop figures of one shop (3-operations §3), from the §3 aggregates. */
function figuresOf(s: Summary): Figures {
  return {
    grossSalesCents: s.gross_sales_cents,
    laborSoldSeconds: s.total_labor_sold_seconds,
    averageDailySalesGrossCents: s.average_daily_sales_cents,
    averageSaleCents: s.average_sale_cents,
    averageDailySalesCount: s.average_daily_sales_count,
    grossProfitPer: s.gross_profit_per,
    grossProfitCents: s.gross_profit_cents,
    laborProfitPer: s.labor_gross_profit_rate * 100,
    partProfitPer: s.parts_gross_profit_rate * 100,
    tiresProfitPer: s.tires_gross_profit_rate * 100,
  };
}

// Whole-unit fields: the average shop is rounded to whole cents and seconds; ratios stay unrounded.
const WHOLE: (keyof Figures)[] = ['grossSalesCents', 'laborSoldSeconds', 'averageDailySalesGrossCents', 'averageSaleCents', 'grossProfitCents'];

/**
 * Highest, lowest and average peer shop, each figure taken on its own (the highest gross sales and
 * the highest GP % may be two different shops), so no row is one shop's figures.
 */
function aggregate(shops: Figures[]): PeerFigures[] {
  const keys = Object.keys(shops[0]) as (keyof Figures)[];
  const pick = (fn: (values: number[]) => number) =>
    Object.fromEntries(keys.map((k) => [k, fn(shops.map((shop) => shop[k]))])) as Figures;
  const avg = pick((values) => values.reduce((a, b) => a + b, 0) / values.length);
  for (const k of WHOLE) avg[k] = roundCents(avg[k]);
  return [
    { dataType: 'MAX', ...pick((values) => Math.max(...values)) },
    { dataType: 'MIN', ...pick((values) => Math.min(...values)) },
    { dataType: 'AVG', ...avg },
  ];
}

async function periodList(deps: AppDeps, partnerId: number, filter: PeerFilter, range: DateRange) {
  const shops = (await peerTotals(deps, partnerId, filter, range.from, range.to)).map((t) => figuresOf(summarize(t)));
  return { count: shops.length, list: shops.length >= MEASURE_MY_SHOP_MIN_PEERS ? aggregate(shops) : [] };
}

/** Peers (other partners' shops) year to date and month to date, only as aggregates of enough shops (api.md). */
export async function measureMyShop(deps: AppDeps, partnerId: number, today: string, filter: PeerFilter) {
  const [yearly, monthly] = await Promise.all([
    periodList(deps, partnerId, filter, yearToDate(today)),
    periodList(deps, partnerId, filter, monthToDate(today)),
  ]);
  const enoughPeers = yearly.count >= MEASURE_MY_SHOP_MIN_PEERS;
  return {
    peerCount: yearly.count,
    enoughPeers,
    yearlyList: yearly.list,
    monthlylyList: enoughPeers ? monthly.list : [],
  };
}
