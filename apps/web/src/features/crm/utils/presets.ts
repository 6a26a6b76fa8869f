// The date presets of the deleted-RO screen: those of the reports plus All (3-operations §2).
export const DATE_PRESETS = [
  'all',
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

export interface DayRange {
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (y: number, m: number, d: number): string => {
  // Date.UTC normalises overflowing months and days (month -1 → December of the year before).
  const value = new Date(Date.UTC(y, m, d));
  return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
};

/**
 * The range of a preset on `today` ('YYYY-MM-DD'): null for All and Custom (no fixed range).
 * Weeks start on Monday; "last 6 months" are the six full months before this one.
 */
export function presetRange(preset: DatePreset, today: string): DayRange | null {
  const [y, m1, d] = today.split('-').map(Number);
  const m = m1 - 1;
  const weekday = (new Date(Date.UTC(y, m, d)).getUTCDay() + 6) % 7; // Monday 0
  const quarter = Math.floor(m / 3) * 3;
  switch (preset) {
    case 'previousDay':
      return { start: day(y, m, d - 1), end: day(y, m, d - 1) };
    case 'currentWeek':
      return { start: day(y, m, d - weekday), end: today };
    case 'currentMonth':
      return { start: day(y, m, 1), end: today };
    case 'currentQuarter':
      return { start: day(y, quarter, 1), end: today };
    case 'currentYear':
      return { start: day(y, 0, 1), end: today };
    case 'lastWeek':
      return { start: day(y, m, d - weekday - 7), end: day(y, m, d - weekday - 1) };
    case 'lastMonth':
      return { start: day(y, m - 1, 1), end: day(y, m, 0) };
    case 'lastQuarter':
      return { start: day(y, quarter - 3, 1), end: day(y, quarter, 0) };
    case 'last6Months':
      return { start: day(y, m - 6, 1), end: day(y, m, 0) };
    case 'lastYear':
      return { start: day(y - 1, 0, 1), end: day(y - 1, 11, 31) };
    default:
      return null;
  }
}
