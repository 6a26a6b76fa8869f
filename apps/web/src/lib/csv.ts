import { roundHalfAway } from '@/lib/format';

/** One CSV field: quoted when it holds a separator, a quote or a line break (RFC 4180). */
function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Saves the text as `<name>.csv` through a temporary link (the browser's download). */
export function downloadCsv(name: string, csv: string): void {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (accents of fr/es labels).
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Cents → "1234.50": plain numbers that a spreadsheet sums, whatever the interface language. */
export const csvDollars = (cents: number) => roundHalfAway(cents / 100, 2).toFixed(2);
export const csvNumber = (value: number) => roundHalfAway(value, 2).toFixed(2);
