/** 'YYYY-MM-DD' of a date in the browser's time zone: the form of dates in queries (api.md). */
export function isoDay(value: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}
