import type { KpiGuideGroup, KpiGuideKey, ScreenGuideKey, UserGuideModalView } from '@rlo/contract';

// Per guide, what does not depend on the language: modal width, group, coming soon.

/** Screens with a lot to explain open large; one-purpose screens small; the rest medium. */
export const SCREEN_META: Record<ScreenGuideKey, { modalView: UserGuideModalView; comingSoon?: boolean }> = {
  dashboard: { modalView: 100 },
  locations: { modalView: 50 },
  locationSetup: { modalView: 50 },
  // The desktop agent installer guide is still being written: the modal says so.
  desktopAgent: { modalView: 50 },
  worksheets: { modalView: 50 },
  shopComparison: { modalView: 100 },
  measureMyShop: { modalView: 50 },
  reports: { modalView: 100 },
  categoryReport: { modalView: 50 },
  mapCategory: { modalView: 50 },
  coachingGoals: { modalView: 50 },
  coachComments: { modalView: 50 },
  employeeComments: { modalView: 50 },
  coachingCall: { modalView: 25 },
  allCustomers: { modalView: 50 },
  emailCount: { modalView: 25 },
  roAudit: { modalView: 50 },
  deletedRos: { modalView: 25 },
  settings: { modalView: 50 },
  helpVideos: { modalView: 25 },
  userGuide: { modalView: 25 },
};

/** Each KPI's home section (where the guide list files it) and its modal width. */
export const KPI_META: Record<KpiGuideKey, { group: KpiGuideGroup; modalView: UserGuideModalView }> = {
  gross_sales_cents: { group: 'daily', modalView: 50 },
  sale_count: { group: 'daily', modalView: 25 },
  average_sale_cents: { group: 'daily', modalView: 50 },
  gross_profit_cents: { group: 'daily', modalView: 50 },
  gross_profit_per: { group: 'daily', modalView: 50 },
  average_daily_sales_cents: { group: 'daily', modalView: 50 },
  average_daily_sales_count: { group: 'daily', modalView: 50 },
  forecast: { group: 'daily', modalView: 50 },
  variance_percent: { group: 'specificDay', modalView: 50 },
  gross_profit_without_other: { group: 'monthly', modalView: 50 },
  total_discount_per: { group: 'monthly', modalView: 50 },
  total_tax_paid_cents: { group: 'monthly', modalView: 25 },
  labor_gross_profit_rate: { group: 'monthly', modalView: 50 },
  parts_gross_profit_rate: { group: 'monthly', modalView: 50 },
  tires_gross_profit_rate: { group: 'monthly', modalView: 50 },
  total_labor_sold_seconds: { group: 'monthly', modalView: 50 },
  sold_hours_per_ro: { group: 'monthly', modalView: 50 },
  shop_efficiency: { group: 'monthly', modalView: 50 },
  effective_labor_rate_cents: { group: 'monthly', modalView: 50 },
  gross_profit_per_sold_hour_cents: { group: 'monthly', modalView: 50 },
  service_advisor_stats: { group: 'employees', modalView: 100 },
  technician_stats: { group: 'employees', modalView: 100 },
  new_customers: { group: 'customers', modalView: 50 },
  returning_customers_count: { group: 'customers', modalView: 50 },
  active_customers: { group: 'customers', modalView: 50 },
  lost_customers: { group: 'customers', modalView: 50 },
  last7_mon_lost_customers: { group: 'customers', modalView: 50 },
  recovered_customer: { group: 'customers', modalView: 50 },
  lost_customers_one_visit: { group: 'customers', modalView: 50 },
  attrition: { group: 'customers', modalView: 50 },
  acquisition: { group: 'customers', modalView: 50 },
  marketing_sources: { group: 'marketing', modalView: 50 },
};

/** The KPIs each dashboard section shows: its info icon lists them (a KPI may sit in several). */
export const GROUP_MEMBERS: Record<KpiGuideGroup, readonly KpiGuideKey[]> = {
  daily: ['gross_sales_cents', 'sale_count', 'average_sale_cents', 'gross_profit_cents', 'gross_profit_per', 'average_daily_sales_cents', 'average_daily_sales_count', 'forecast'],
  specificDay: ['gross_sales_cents', 'sale_count', 'average_sale_cents', 'gross_profit_per', 'variance_percent'],
  monthly: [
    'gross_sales_cents', 'gross_profit_cents', 'gross_profit_without_other', 'sale_count', 'average_sale_cents', 'gross_profit_per',
    'total_discount_per', 'total_tax_paid_cents', 'labor_gross_profit_rate', 'parts_gross_profit_rate', 'tires_gross_profit_rate',
    'total_labor_sold_seconds', 'sold_hours_per_ro', 'shop_efficiency', 'effective_labor_rate_cents', 'gross_profit_per_sold_hour_cents',
  ],
  yearly: ['gross_sales_cents', 'gross_profit_cents', 'sale_count', 'average_sale_cents', 'variance_percent'],
  weekly: ['gross_sales_cents', 'sale_count', 'average_sale_cents', 'variance_percent'],
  employees: ['service_advisor_stats', 'technician_stats', 'effective_labor_rate_cents', 'sold_hours_per_ro'],
  customers: ['new_customers', 'returning_customers_count', 'active_customers', 'lost_customers', 'last7_mon_lost_customers', 'recovered_customer', 'lost_customers_one_visit', 'attrition', 'acquisition'],
  marketing: ['marketing_sources', 'new_customers'],
};
