import type { KpiGuideGroup } from '@rlo/contract';
import type { GroupText, GuideLabels } from '../types';

export const labels: GuideLabels = {
  what: 'What it is',
  formula: 'How it is computed',
  read: 'How to read it',
  tip: 'Tip',
  onThisScreen: 'On this screen',
  kpisInSection: 'Figures in this section',
};

export const groups: Record<KpiGuideGroup, GroupText> = {
  daily: { title: 'Daily summary', intro: 'Month-to-date figures for the selected location, with the pace against your goals.' },
  specificDay: { title: 'Specific day', intro: 'Yesterday\'s figures (Saturday when yesterday was Sunday) against the same weekday of the previous week.' },
  monthly: { title: 'Monthly chart', intro: 'The last 24 months in two 12-month blocks. A block shows the total for amounts and counts, and the average of the monthly values for ratios.' },
  yearly: { title: 'Yearly comparison', intro: 'This year to date against last year to the same day, and the full years before.' },
  weekly: { title: 'Weekly chart', intro: 'Monday-to-Sunday weeks: this week to today against the previous weeks.' },
  employees: { title: 'Employees', intro: 'Service advisor and technician figures over the last two months. Hidden employees still count in the totals.' },
  customers: { title: 'Customers', intro: 'Customer retention month by month: new, active, lost, at-risk and recovered customers.' },
  marketing: { title: 'Marketing sources', intro: 'Where your new customers come from, month by month.' },
};
