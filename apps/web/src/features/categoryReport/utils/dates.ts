/** The earliest selectable day: January 1 of last year (3-operations §2, §9). */
export const startOfLastYear = (today: Date) => `${today.getFullYear() - 1}-01-01`;

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const minDay = (...days: string[]) => days.reduce((a, b) => (a < b ? a : b));
export const maxDay = (...days: string[]) => days.reduce((a, b) => (a > b ? a : b));
