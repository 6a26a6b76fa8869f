/** Forecast goals are set for the current year only, from the current month on (2-dashboard §5). */
export function forecastMonths(today: Date): { year: number; months: number[] } {
  const current = today.getMonth() + 1;
  return { year: today.getFullYear(), months: Array.from({ length: 13 - current }, (_, i) => current + i) };
}
