import {
  addDays,
  endOfMonth,
  endOfQuarter,
  endOfWeek,
  format,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
  subMonths,
  subQuarters,
  subWeeks,
  subYears,
  endOfYear,
} from 'date-fns';

/**
 * The date presets of 3-operations §2, in the order the spec lists them: the reports offer these, the
 * deleted-RO screen puts All before them.
 */
export const DATE_PRESETS = [
  'previousDay',
  'currentWeek',
  'currentMonth',
  'currentQuarter',
  'currentYear',
  'lastWeek',
  'lastMonth',
  'lastQuarter',
  'last6Months',
  'lastYear',
  'custom',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
/** A preset with a range of its own (every one but Custom). */
export type FixedDatePreset = Exclude<DatePreset, 'custom'>;

/** An inclusive range of 'YYYY-MM-DD' dates (api.md). */
export interface DayRange {
  from: string;
  to: string;
}

const day = (date: Date) => format(date, 'yyyy-MM-dd');
const range = (from: Date, to: Date): DayRange => ({ from: day(from), to: day(to) });
// Weeks run Monday to Sunday (kpis.md §4).
const monday = { weekStartsOn: 1 } as const;

/**
 * The range of a preset on `today` (the user's calendar day). "Current" periods run to today;
 * "last" periods are the full previous ones; last 6 months are the six full months before this one.
 */
export function presetRange(preset: FixedDatePreset, today: Date): DayRange {
  switch (preset) {
    case 'previousDay':
      return range(addDays(today, -1), addDays(today, -1));
    case 'currentWeek':
      return range(startOfWeek(today, monday), today);
    case 'currentMonth':
      return range(startOfMonth(today), today);
    case 'currentQuarter':
      return range(startOfQuarter(today), today);
    case 'currentYear':
      return range(startOfYear(today), today);
    case 'lastWeek': {
      const last = subWeeks(today, 1);
      return range(startOfWeek(last, monday), endOfWeek(last, monday));
    }
    case 'lastMonth': {
      const last = subMonths(today, 1);
      return range(startOfMonth(last), endOfMonth(last));
    }
    case 'lastQuarter': {
      const last = subQuarters(today, 1);
      return range(startOfQuarter(last), endOfQuarter(last));
    }
    case 'last6Months':
      return range(startOfMonth(subMonths(today, 6)), endOfMonth(subMonths(today, 1)));
    case 'lastYear': {
      const last = subYears(today, 1);
      return range(startOfYear(last), endOfYear(last));
    }
  }
}

export type RangeError = 'selectDateRange' | 'dateRangeError';

/** 3-operations §5: both dates are required; a custom end before its start is refused. */
export function rangeError(from: string | null, to: string | null): RangeError | null {
  if (!from || !to) return 'selectDateRange';
  return to < from ? 'dateRangeError' : null;
}
