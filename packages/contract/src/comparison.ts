import { z } from 'zod';
import { COMPARISON_STATES, TECH_COUNT_OPTIONS } from './constants';
import { idListText, idParam, locationScopeParam, queryDate } from './params';
import { customerReportRowSchema, periodSummarySchema } from './reports';

const n = z.number();
const pct = z.number().nullable();

// ---- Shop comparison (3-operations §2, §3; kpis.md §4) ----

/** Change percents of a section against its prior period (kpis.md §4); null when the prior value is 0. */
export const comparisonChangeSchema = z.object({
  gross_pct: pct,
  total_sold_hours_diff_pct: pct,
  avg_daily_sales_pct: pct,
  car_count_pct: pct,
  avg_ropct: pct,
  avg_daily_car_count_pct: pct,
  avg_hrs_pct: pct,
  effective_rate_pct: pct,
  gross_profit_per_sold_hour_pct: pct,
  parts_gross_profit_rate_diff_pct: pct,
  labor_gross_profit_rate_diff_pct: pct,
  tires_gross_profit_rate_diff_pct: pct,
  gross_profit_rate_diff_pct: pct,
  gross_profit_diff_pct: pct,
});
export type ComparisonChange = z.infer<typeof comparisonChangeSchema>;

export const comparisonSectionSchema = periodSummarySchema.extend({
  prior_from: z.string(),
  prior_to: z.string(),
  changes: comparisonChangeSchema,
});
export type ComparisonSection = z.infer<typeof comparisonSectionSchema>;

export const COMPARISON_SECTIONS = [
  'current_year_summary',
  'last_year_summary',
  'last12_months',
  'monthly_summary',
  'last_month_summary',
  'weekly_summary',
  'specific_day_summary',
] as const;
export type ComparisonSectionKey = (typeof COMPARISON_SECTIONS)[number];

export const customerStatusStatSchema = customerReportRowSchema.pick({
  month: true,
  year: true,
  active_customers: true,
  new_customers: true,
  lost_customers: true,
  last7_mon_lost_customers: true,
});

export const shopComparisonRecordSchema = z.object({
  location_id: z.number().int(),
  location_name: z.string(),
  partner_id: z.number().int(),
  /**
   * The location's time zone and its business "today" there ('YYYY-MM-DD', kpis.md §4), from
   * which every section's from/to of this record is computed: two locations in different zones
   * can be on different dates (the specific day of one is then not the other's).
   */
  timezone: z.string(),
  today: z.string(),
  current_year_summary: comparisonSectionSchema.optional(),
  last_year_summary: comparisonSectionSchema.optional(),
  last12_months: comparisonSectionSchema.optional(),
  monthly_summary: comparisonSectionSchema.optional(),
  last_month_summary: comparisonSectionSchema.optional(),
  weekly_summary: comparisonSectionSchema.optional(),
  specific_day_summary: comparisonSectionSchema.optional(),
  /** CUSTOMER view only: the months of the chart, newest first. */
  customers_status_stats: z.array(customerStatusStatSchema).optional(),
});
export type ShopComparisonRecord = z.infer<typeof shopComparisonRecordSchema>;

const commaIds = idListText('expected comma-separated location ids');
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const shopComparisonQuery = z.object({
  comparison_state: z.enum(COMPARISON_STATES).default('SUMMARY'),
  /** The specific day; kpis.md §4's default (yesterday, Saturday when yesterday is a Sunday) without it. */
  selectedDate: queryDate.optional(),
  /** Defaults to every location of the partner that is not disabled. */
  location_ids: commaIds.optional(),
  /** Measure My Shop reads only the year-to-date and month-to-date sections. */
  isMeasureMyShop: flag.default(false),
});

// ---- Measure My Shop ----

export const peerFiguresSchema = z.object({
  dataType: z.enum(['MAX', 'MIN', 'AVG']),
  grossSalesCents: n,
  laborSoldSeconds: n,
  averageDailySalesGrossCents: n,
  averageSaleCents: n,
  averageDailySalesCount: n,
  grossProfitPer: n,
  grossProfitCents: n,
  laborProfitPer: n,
  partProfitPer: n,
  tiresProfitPer: n,
});
export type PeerFigures = z.infer<typeof peerFiguresSchema>;

export const measureMyShopQuery = z.object({
  techCount: z.coerce.number().int().refine((v) => (TECH_COUNT_OPTIONS as readonly number[]).includes(v), 'techCount must be 0 to 5').optional(),
  /** 'true': a shop's technician count includes its GS technicians. */
  gsTechCount: flag.default(false),
});

export const measureMyShopResponseSchema = z.object({
  /** How many peer shops matched; figures are returned only from MEASURE_MY_SHOP_MIN_PEERS up. */
  peerCount: z.number().int(),
  enoughPeers: z.boolean(),
  yearlyList: z.array(peerFiguresSchema),
  monthlylyList: z.array(peerFiguresSchema),
});
export type MeasureMyShopResponse = z.infer<typeof measureMyShopResponseSchema>;

// ---- Summary report (/reports) ----

export const summaryReportQuery = z.object({
  partnerId: idParam,
  locationId: locationScopeParam,
  startDate: queryDate,
  endDate: queryDate,
});

/**
 * The summary report of 3-operations §3, money in cents. "Sales" is before the discount,
 * "SalesWithoutDiscount" after it (the discount taken off). Discounts are held per RO, not per line,
 * so the line rows carry 0 and the whole discount sits on the totals.
 */
export const summaryReportSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  partSales: n,
  partsDiscountedCents: n,
  partSalesWithoutDiscount: n,
  partCost: n,
  partProfit: n,
  partGpPer: n,
  laborSales: n,
  laborDiscountedCents: n,
  laborSalesWithoutDiscount: n,
  laborCost: n,
  laborProfit: n,
  laborGpPer: n,
  tireSales: n,
  tiresDiscountedCents: n,
  tireSalesWithoutDiscount: n,
  tireCost: n,
  tireProfit: n,
  tireGpPer: n,
  subletSales: n,
  subletDiscountedCents: n,
  subletSalesWithoutDiscount: n,
  subletCost: n,
  subletProfit: n,
  subletGpPer: n,
  otherSales: n,
  otherDiscountedCents: n,
  otherSalesWithoutDiscount: n,
  otherSoldProfit: n,
  totalSalesWithDiscount: n,
  discountWithoutOtherSold: n,
  totalSalesWithoutDiscountWithoutOtherSold: n,
  totalCost: n,
  totalProfitWithoutOtherSold: n,
  totalGpPerWithoutOtherSold: n,
  totalSalesWithOtherSold: n,
  totalDiscountCents: n,
  totalSales: n,
  totalProfit: n,
  totalGpPer: n,
  averageRo: n,
  roCount: n,
  hoursSold: n,
  effectiveLaborRate: n,
  gpDollarsPerRo: n,
  hoursPerRO: n,
  grossProfitPerSoldHour: n,
});
export type SummaryReport = z.infer<typeof summaryReportSchema>;
