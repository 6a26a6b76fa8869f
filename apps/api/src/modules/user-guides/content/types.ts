import type { KpiGuideGroup, KpiGuideKey, ScreenGuideKey } from '@rlo/contract';

// Guide content is written as data, one file per locale and kind; render.ts turns it into HTML.
// Strings may carry simple inline markup (<strong>, <em>, <code>); the output is sanitized anyway.

/** A KPI guide: what the figure is, exactly how kpis.md computes it, how to read it, one tip. */
export interface KpiText {
  title: string;
  what: string;
  formula: string;
  read: string;
  tip: string;
}

/** A screen guide: what the screen is for, what you can do on it, one tip. */
export interface ScreenText {
  title: string;
  intro: string;
  points: string[];
  tip?: string;
}

/** A dashboard section (KPI group): its title and what it shows; its KPI list is added from meta. */
export interface GroupText {
  title: string;
  intro: string;
}

/** Headings the rendered HTML uses, per locale. */
export interface GuideLabels {
  what: string;
  formula: string;
  read: string;
  tip: string;
  onThisScreen: string;
  kpisInSection: string;
}

export interface LocaleContent {
  labels: GuideLabels;
  screens: Record<ScreenGuideKey, ScreenText>;
  kpis: Record<KpiGuideKey, KpiText>;
  groups: Record<KpiGuideGroup, GroupText>;
}

/** The customer and employee KPIs (kpis.md §5, §6); the others are sales, profit and labor KPIs. */
export type PeopleKpiKey =
  | 'new_customers'
  | 'returning_customers_count'
  | 'active_customers'
  | 'lost_customers'
  | 'last7_mon_lost_customers'
  | 'recovered_customer'
  | 'lost_customers_one_visit'
  | 'attrition'
  | 'acquisition'
  | 'marketing_sources'
  | 'service_advisor_stats'
  | 'technician_stats';
export type SalesKpiKey = Exclude<KpiGuideKey, PeopleKpiKey>;
