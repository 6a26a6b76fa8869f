import { CATEGORY_RO_MAX_DAYS, daysBetween } from '@rlo/contract';
import { addDays, maxDay, minDay } from './dates';

export interface DayRange {
  from: string;
  to: string;
}

// The repair-orders modal's 7-day window (3-operations §5 "Category repair order modal").

/** The first window: the parent range, its start moved to 7 days before its end when it is longer. */
export function initialRoRange(parent: DayRange, today: string): DayRange {
  const to = minDay(parent.to, today);
  const from = daysBetween(parent.from, to) > CATEGORY_RO_MAX_DAYS ? addDays(to, -CATEGORY_RO_MAX_DAYS) : parent.from;
  return { from: minDay(from, to), to };
}

/** Moving the start sets the end 7 days later, capped at today and at the parent range's end. */
export function moveRoStart(from: string, parent: DayRange, today: string): DayRange {
  return { from, to: maxDay(from, minDay(addDays(from, CATEGORY_RO_MAX_DAYS), today, parent.to)) };
}

/** null when the window may be asked for; else why not. */
export function roRangeError(range: DayRange): 'order' | 'tooLong' | null {
  if (!range.from || !range.to || range.from > range.to) return 'order';
  return daysBetween(range.from, range.to) > CATEGORY_RO_MAX_DAYS ? 'tooLong' : null;
}
