import { isoDay } from '@/lib/dates';

/** Business day `days` before `today` ('YYYY-MM-DD'), for the default ranges of the coach's RO lists. */
export function daysBefore(today: Date, days: number): string {
  const day = new Date(today);
  day.setDate(day.getDate() - days);
  return isoDay(day);
}

/** The RO picker of the comment form looks back this many days. */
export const RO_PICKER_DAYS = 365;
/** The RO list opens on the last 30 days. */
export const RO_LIST_DAYS = 30;
