import { z } from 'zod';
import {
  CATEGORY_REPORT_MAX_IDS,
  CATEGORY_RO_MAX_DAYS,
  CATEGORY_RO_PAGE_SIZE,
  CATEGORY_RO_RANGE_MESSAGE,
  CATEGORY_TYPES,
  EXCLUDED_CATEGORY_ID,
  ID_MAX,
} from './constants';
import { idListText, idParam, pageNumParam, pageSizeParam, queryDate } from './params';

// Category report (3-operations §2 "Category report", §3, §7 "Reports and categories").
// Money in integer cents; hours as (unrounded) numbers of hours; effectiveLaborRate in cents per sold hour.

const DAY_MS = 86_400_000;
/** Whole days from `from` to `to` ('YYYY-MM-DD'): 2026-03-01 → 2026-03-08 is 7. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

// Category ids, or -1 (the "no category" id of the shop systems, ignored): never past an int4.
const ids = z.array(z.number().int().min(EXCLUDED_CATEGORY_ID).max(ID_MAX)).max(CATEGORY_REPORT_MAX_IDS);
const employeeIds = z.array(idParam).max(CATEGORY_REPORT_MAX_IDS).nullish();

/** POST /category/{partnerId}/category-report/{locationId} and …/category-report-sa-tech/{locationId}. */
export const categoryReportBody = z
  .object({
    startDate: queryDate,
    endDate: queryDate,
    /** sms category ids or dashboard category ids, per categoryType; -1 is ignored. */
    categoryIds: ids,
    categoryType: z.enum(CATEGORY_TYPES, { error: 'categoryType must be sms or dashboard' }),
    writerIds: employeeIds,
    techIds: employeeIds,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.startDate > value.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must be on or after startDate' });
  });
export type CategoryReportRequest = z.infer<typeof categoryReportBody>;

/** The figures of one category's part lines (tires included) or labor lines. */
export const categoryFiguresSchema = z.object({
  soldCents: z.number(),
  costCents: z.number(),
  /** soldCents − costCents. */
  profitCents: z.number(),
  /** The category's parts + labor sold: the same number in its parts and its labors entry. */
  totalSoldCents: z.number(),
  /** The category's parts + labor profit: the same number in its parts and its labors entry. */
  totalProfitCents: z.number(),
  /** Sold hours (sold seconds ÷ 3600, unrounded); 0 for parts. */
  totalSoldHours: z.number(),
  /** Actual (clocked) hours (actual seconds ÷ 3600, unrounded); 0 for parts. */
  actualSoldHours: z.number(),
  /** Labor sold ÷ sold hours, whole cents; 0 without sold hours and for parts. */
  effectiveLaborRate: z.number(),
});
export type CategoryFigures = z.infer<typeof categoryFiguresSchema>;

export const categoryEmployeeSchema = z.object({ id: z.number().int(), fullName: z.string() });
export type CategoryEmployee = z.infer<typeof categoryEmployeeSchema>;

export const categoryReportResultSchema = z.object({
  /** Keyed by category id (sms or dashboard, as asked): every asked category of the location. */
  parts: z.record(z.string(), categoryFiguresSchema),
  labors: z.record(z.string(), categoryFiguresSchema),
  /**
   * The report's total row: the figures of all the categories of `parts` / `labors` together (sums;
   * the total's effective labor rate is its labor sold ÷ its sold hours, not a sum of rates).
   */
  total: z.object({ parts: categoryFiguresSchema, labors: categoryFiguresSchema }),
  writerCategory: z.array(z.object({ category: z.number().int(), writerId: z.number().int(), soldCents: z.number() })),
  techCategory: z.array(z.object({ category: z.number().int(), techId: z.number().int(), soldCents: z.number() })),
  /** The location's advisors and technicians that are not hidden, for the filters and the chart labels. */
  writers: z.array(categoryEmployeeSchema),
  techs: z.array(categoryEmployeeSchema),
});
export type CategoryReportResult = z.infer<typeof categoryReportResultSchema>;

const idList = (name: string) => idListText(`${name} must be comma-separated ids (at most ${CATEGORY_REPORT_MAX_IDS})`, { max: CATEGORY_REPORT_MAX_IDS });

/** GET /category/repair_order: the counted ROs with lines of one category in at most 7 days. */
export const categoryRepairOrdersQuery = z
  .object({
    partnerIds: idList('partnerIds'),
    locationIds: idList('locationIds'),
    categoryId: idParam.optional(),
    dashboardCategoryId: idParam.optional(),
    startDate: queryDate,
    endDate: queryDate,
    writerId: idParam.optional(),
    techId: idParam.optional(),
    pageNum: pageNumParam,
    pageSize: pageSizeParam(CATEGORY_RO_PAGE_SIZE),
  })
  .superRefine((value, ctx) => {
    if ((value.categoryId === undefined) === (value.dashboardCategoryId === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'send categoryId or dashboardCategoryId (one of them)' });
    }
    if (value.startDate > value.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must be on or after startDate' });
    else if (daysBetween(value.startDate, value.endDate) > CATEGORY_RO_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: CATEGORY_RO_RANGE_MESSAGE });
    }
  });
export type CategoryRepairOrdersQuery = z.infer<typeof categoryRepairOrdersQuery>;
