// The dashboard sections that carry an info icon: anchor id → the name of its built-in text. The
// partner's own texts (Edit tooltips) are kept under the anchor id. Kept apart from
// DashboardSections so that DashboardSection can read it without an import cycle.
export const SECTION_TOOLTIP_KEYS: Record<string, string> = {
  'daily-summary-section': 'daily',
  'specific-day-section': 'specificDay',
  'monthly-barchart-section': 'monthly',
  'yearly-comparison-section': 'yearly',
  'weekly-chart-section': 'weekly',
  'employee-barchart-section': 'employees',
  'customer-report-section': 'customers',
  'marketing-sources-section': 'marketing',
};
