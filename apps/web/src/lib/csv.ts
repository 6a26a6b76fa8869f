import { roundHalfAway } from '@/lib/format';

// One writer for every file handed out, neutralising formulas: the contract's.
export { toCsv } from '@rlo/contract';

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
