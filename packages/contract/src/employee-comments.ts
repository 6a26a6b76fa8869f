import { z } from 'zod';
import { OWNER_COMMENT_DESCRIPTION_MAX, OWNER_COMMENT_TITLE_MAX, QUERY_TEXT_MAX, REQUEST_LIST_MAX } from './constants';
import { idParam, pagingQuery, queryDate, text } from './params';
import { paths } from './paths';

// Employees, owner comments and client e-mails (2-dashboard §3, §5, §7 "Employees and owner comments").

/** The two employee lists: service advisors and technicians, each at its own path. */
export const EMPLOYEE_ROLES = ['advisor', 'technician'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];
export const EMPLOYEE_LIST_PATHS = { advisor: paths.serviceAdvisors, technician: paths.technicians } as const;

export const employeeListQuery = z.object({ location_id: idParam, from: queryDate.optional() });

/** An advisor or technician with their figures over the window (from → today); hidden ones included. */
export const employeeRowSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  hide: z.boolean(),
  serviceAdvisor: z.boolean(),
  technician: z.boolean(),
  partnerId: z.number().int(),
  locationId: z.number().int(),
  /** Advisors: gross sales; technicians: labor sold (cents). */
  sales_cents: z.number(),
  /** Advisors: ROs written; technicians: ROs with labor. */
  ro_count: z.number(),
  /** Advisors: average sale; technicians: average labor sale (cents). */
  average_cents: z.number(),
});
export type EmployeeRow = z.infer<typeof employeeRowSchema>;

export const updateEmployeeQuery = z.object({ location_id: idParam });
export const updateEmployeeBody = z.object({ id: idParam, hide: z.boolean() });
/** The answer of POST /{partnerId}/update-technician-sa: the employee and whether it is now hidden. */
export const employeeHiddenSchema = z.object({ id: z.number().int(), hide: z.boolean() });
export type EmployeeHidden = z.infer<typeof employeeHiddenSchema>;


export const ownerCommentSaveQuery = z.object({ locationId: idParam, partnerId: idParam });
export const ownerCommentSaveBody = z.object({
  title: text({ min: 1, max: OWNER_COMMENT_TITLE_MAX }),
  kpi: text({ max: 100 }).optional(),
  description: text({ min: 1, max: OWNER_COMMENT_DESCRIPTION_MAX }),
  employees: z.array(z.object({ id: idParam })).min(1, 'Select at least one employee').max(REQUEST_LIST_MAX),
});
export type OwnerCommentSave = z.infer<typeof ownerCommentSaveBody>;

export const ownerCommentListQuery = pagingQuery.extend({
  partnerId: idParam,
  locationId: idParam,
  kpi: text({ max: 100 }).optional(),
  startDate: queryDate.optional(),
  endDate: queryDate.optional(),
  searchText: text({ max: QUERY_TEXT_MAX }).optional(),
});

export const ownerCommentSchema = z.object({
  id: z.number().int(),
  created: z.string(),
  title: z.string(),
  kpi: z.string().nullable(),
  description: z.string(),
  coachName: z.string().nullable(),
  read: z.boolean(),
  employees: z.array(z.object({ id: z.number().int(), fullName: z.string() })),
  sOwnerEmployeeComment: z.array(z.object({ employeeId: z.number().int(), employeeName: z.string() })),
});
export type OwnerCommentView = z.infer<typeof ownerCommentSchema>;
/** The answer of POST /owner_comment/read/{id}. */
export const ownerCommentReadSchema = z.object({ id: z.number().int(), read: z.boolean() });
export type OwnerCommentRead = z.infer<typeof ownerCommentReadSchema>;

export const clientEmailsQuery = pagingQuery.extend({ location_id: idParam });
export const clientEmailSchema = z.object({
  id: z.number().int(),
  sent: z.string().nullable(),
  business_date: z.string().nullable(),
  location_name: z.string(),
  to_email: z.string(),
  /** The daily summary, or a morning's KPI alerts (issue 30). */
  kind: z.enum(['daily_summary', 'kpi_alert']),
  state: z.enum(['queued', 'sent', 'failed']),
  last_event: z.string().nullable(),
  /** The rendered message; null when it was never rendered (the preview says "No Email found."). */
  html: z.string().nullable(),
});
export type ClientEmailView = z.infer<typeof clientEmailSchema>;
