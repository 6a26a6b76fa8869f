/**
 * Every API path, written once: as Fastify registers it (relative to API_PREFIX, `:param` syntax).
 * The API registers its routes with these constants (`app.get(paths.dailySummary, …)`) and the web
 * builds its URLs from them (`buildPath(paths.dailySummary, { partnerId })`); a route test checks
 * that the registered routes and this table are the same set.
 */
export const paths = {
  // health, config
  health: '/health',
  testClock: '/test/clock',
  config: '/config',

  // auth and account
  authLogin: '/auth/login',
  authLogout: '/auth/logout',
  authMe: '/auth/me',
  authExtend: '/auth/extend',
  authVerify: '/auth/verify',
  authReconfirm: '/auth/reconfirm',
  authForgotPassword: '/auth/forgot-password',
  authResetPassword: '/auth/reset-password',
  partners: '/partners',
  account: '/account',
  partnerAccount: '/account/:id',
  users: '/users',
  user: '/users/:id',

  // locations, connections, sync
  locations: '/locations',
  location: '/locations/:id',
  locationAgentToken: '/locations/:locationId/agent-token',
  agentRepairOrders: '/agent/locations/:locationId/repair-orders',
  managementSystem: '/management-system',
  checkManagementSystem: '/management-system/check',
  syncRuns: '/locations/:id/sync-runs',
  resync: '/locations/:id/re_sync',
  syncYear: '/sync-year',
  csvMapping: '/locations/:id/csv-mapping',
  csvUploads: '/locations/:id/csv-uploads',
  csvUploadLatest: '/locations/:id/csv-uploads/latest',
  csvUploadBatches: '/locations/:id/csv-uploads/:uploadId/batches',
  csvUploadFinish: '/locations/:id/csv-uploads/:uploadId/finish',
  csvUploadReport: '/locations/:id/csv-uploads/:uploadId/report',

  // onboarding, payments
  onboarding: '/:partnerId/on-boarding',
  onboardingLocation: '/:partnerId/on-boarding/:locationId',
  onboardingMail: '/on-boarding-mail',
  paymentInfo: '/:partnerId/payment-info',
  deletePaymentInfo: '/delete-payment-info',
  payments: '/:partnerId/payments',
  subscriptionInfo: '/:partnerId/subscription-info',

  // dashboard reports
  dailySummary: '/dashboard/:partnerId/reports/daily_summary',
  forecastSummary: '/dashboard/:partnerId/forcast_summary',
  dayDetails: '/:partnerId/reports/daily_summary/:date',
  monthDetails: '/:partnerId/reports/monthly/:yyyymm/details',
  monthlySummary: '/:partnerId/reports/monthly_summary',
  specificDaySummary: '/:partnerId/reports/specific_day_summary',
  quarterlyDetails: '/:partnerId/reports/quarterly/details',
  writerStats: '/:partnerId/reports/writer_stats_by_month',
  techStats: '/:partnerId/reports/tech_stats_by_month',
  writerStatsRange: '/:partnerId/reports/writer_stats_by_range',
  techStatsRange: '/:partnerId/reports/tech_stats_by_range',
  customersByMonth: '/:partnerId/reports/customers_by_month',
  marketingSources: '/:partnerId/reports/marketing_sources_by_month',
  topCustomers: '/:partnerId/reports/top_customers',
  explainFigure: '/:partnerId/reports/explain',
  explainRepairOrders: '/:partnerId/reports/explain/repair-orders',
  explainRepairOrdersCsv: '/:partnerId/reports/explain/repair-orders.csv',
  explainCustomers: '/:partnerId/reports/explain/customers',
  explainCustomerRatio: '/:partnerId/reports/explain/customer-ratio',
  explainTechnician: '/:partnerId/reports/explain/technician',
  resendDailyEmail: '/re-send-daily-email',

  // repair orders
  locationRepairOrders: '/locations/:id/repair-orders',
  newRepairOrders: '/locations/:id/repair-orders/new',
  deletedRepairOrders: '/repair-order/deleted/location/:id',
  dayRepairOrders: '/:partnerId/reports/repair-orders',
  customerRepairOrders: '/locations/:locationId/:customerId/customer-repair-orders',
  repairOrderByNumber: '/repair-order/by-number',
  repairOrder: '/repair-order/:id',
  deleteRepairOrder: '/repair-order/update/:id',

  // customer lists
  activeCustomers: '/:partnerId/active-customer-list-preview',
  lostCustomers: '/:partnerId/lost-customer-list-preview',
  oneVisitLostCustomers: '/customer/:partnerId/lost-customer-with-one-visit-list-preview/:locationId',
  newCustomers: '/:partnerId/new-customer-list-preview',
  duplicateCustomers: '/customer/:partnerId/duplicate-customers-location/:locationId',
  recoveredCustomerCount: '/:partnerId/recovered-customer-count',
  recoveredCustomers: '/:partnerId/recovered-customer-list',

  // CRM
  locationCustomers: '/locations/:id/customers2',
  customerEmailCount: '/locations/:id/customers-email-count',
  crmCustomer: '/crm/:partnerId/customers/:id',
  vehicleRepairOrders: '/vehicles/:id/repair-orders',
  vehicleRecommended: '/vehicles/:id/recommended',
  updateCustomer: '/customer/update-customer/:id',
  duplicateCustomer: '/customer/:partnerId/duplicate-customer/:locationId',
  mergeCustomers: '/customer/:partnerId/merge/:locationId',

  // employees and owner comments
  serviceAdvisors: '/:partnerId/service-advisor',
  technicians: '/:partnerId/technician',
  updateEmployee: '/:partnerId/update-technician-sa',
  clientEmails: '/:partnerId/emails',
  ownerComments: '/owner_comment',
  saveOwnerComment: '/owner_comment/save',
  deleteOwnerComment: '/owner_comment/delete/:id',
  readOwnerComment: '/owner_comment/read/:id',

  // KPI alerts
  alertRules: '/:partnerId/alert-rules',
  alertRule: '/:partnerId/alert-rules/:id',
  alerts: '/:partnerId/alerts',
  readAlert: '/:partnerId/alerts/:id/read',
  readAllAlerts: '/:partnerId/alerts/read-all',

  // goals, tooltips
  goals: '/goals',
  saveGoal: '/goals/save',
  deleteGoal: '/goals/:id/delete',
  forecastGoal: '/:partnerId/forecastGoal/:locationId',
  goalHistory: '/:partnerId/goal_history/:locationId',
  tooltips: '/:partnerId/get/tooltips/:id',
  saveTooltips: '/:partnerId/tooltips',

  // coaching
  coachComments: '/coach_comments',
  coachComment: '/coach_comment/:id',
  readCoachComment: '/coach_comment/read/:id',
  saveCoachComment: '/coach_comment/save',
  coachCommentCount: '/:partnerId/comment-count/:locationId',
  userCoachComments: '/user/coach_comments',
  saveCoachingRequest: '/coaching-request/save',
  coachingRequests: '/coaching-request/:commentId',
  clientLocations: '/agent/client-locations',
  clientLocation: '/agent/client-locations/:id',
  clientLocationDailySummary: '/agent/client-locations/:id/daily_summary',
  clientLocationCoachComments: '/agent/client-locations/:id/coach_comments',
  clientLocationMonthlySummary: '/agent/client-locations/:id/monthly_summary',
  clientLocationForecastSummary: '/agent/client-locations/:id/forecast_summary',
  clientLocationRepairOrders: '/agent/client-locations/:id/repair-orders',
  clientLocationRepairOrder: '/agent/client-locations/:id/repair-orders/:roId',
  clientLocationSummaryReport: '/agent/client-locations/:id/summary-report',
  coachingCalls: '/coaching-call',

  // comparison
  shopComparison: '/shop-comparison',
  measureMyShop: '/measure_my_shop_data',
  summaryReport: '/reports/summarystate',

  // categories
  dashboardCategories: '/category/dashboard-category',
  smsCategories: '/category/:partnerId/sms-category/:locationId',
  mappedCategories: '/category/:partnerId/fetch-mapped-category/:locationId',
  saveMappedCategories: '/category/:partnerId/save-mapped-category/:locationId',
  deleteMappedCategory: '/category/delete/:id',
  verifyCategoryMapping: '/category/:partnerId/verify-mapping',
  categoryReport: '/category/:partnerId/category-report/:locationId',
  categoryReportSaTech: '/category/:partnerId/category-report-sa-tech/:locationId',
  categoryRepairOrders: '/category/repair_order',

  // guides
  userGuideIndex: '/userGuide/index',
  userGuide: '/userGuide/userGuides/:section/:id',
  userGuideBySection: '/userGuide/by-section/:section',
  helpVideos: '/help-videos',

  // worksheets
  worksheets: '/:partnerId/worksheets',
  worksheet: '/:partnerId/worksheets/:id',
  worksheetDefinitions: '/:partnerId/worksheet-definitions',
  worksheetDefinition: '/:partnerId/worksheet-definitions/:id',
  worksheetFieldDefinitions: '/:partnerId/worksheet-field-definitions',
  worksheetFieldDefinition: '/:partnerId/worksheet-field-definitions/:id',
} as const;

export type Paths = typeof paths;
export type ApiPath = Paths[keyof Paths];

/** The `:name` parameters of a path template, as a union of names (never when it has none). */
export type PathParamNames<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : T extends `${string}:${infer Name}`
    ? Name
    : never;

/** A value for each of a template's parameters. */
export type PathParams<T extends string> = { [K in PathParamNames<T>]: string | number };

/** Rejects any key of P that is not a parameter of T. */
type NoExtraKeys<T extends string, P> = P & { [K in Exclude<keyof P, PathParamNames<T>>]: never };

/**
 * The concrete path of a template: each `:name` replaced by its value, URI-encoded. A missing or an
 * extra parameter is a type error; a template without parameters is used as it is (no builder).
 */
export function buildPath<T extends ApiPath, P extends PathParams<T>>(
  template: PathParamNames<T> extends never ? never : T,
  params: NoExtraKeys<T, P>,
): string {
  return template.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`buildPath: no value for :${name} in ${template}`);
    return encodeURIComponent(String(value));
  });
}
