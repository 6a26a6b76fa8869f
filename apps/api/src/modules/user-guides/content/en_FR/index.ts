import type { LocaleContent } from '../types';
import { groups, labels } from './groups';
import { kpisPeople } from './kpis-people';
import { kpisSales } from './kpis-sales';
import { screens } from './screens';

export const enFR: LocaleContent = { labels, screens, groups, kpis: { ...kpisSales, ...kpisPeople } };
