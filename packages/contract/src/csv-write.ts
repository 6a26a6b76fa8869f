/**
 * Writing CSV, for every file the portal hands out (report exports in the browser, the CSV
 * upload's result report on the server): one writer, so every file is neutralised the same way.
 */

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP):
// a customer's name or a reason copied from an uploaded file must stay text.
const FORMULA_START = /^[=+\-@\t\r]/;
// Plain numbers ("-12.50") are figures a spreadsheet must still sum: they are left as they are.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One CSV field: neutralised when it would start a formula, quoted when it holds a separator, a quote or a line break (RFC 4180). */
export function csvField(value: string | number): string {
  const raw = String(value);
  const text = typeof value === 'string' && FORMULA_START.test(raw) && !PLAIN_NUMBER.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number)[]): string => cells.map(csvField).join(',');

/** Rows as CSV text with CRLF line ends, the last line ended too. */
export const toCsv = (rows: readonly (readonly (string | number)[])[]): string => rows.map(csvLine).join('\r\n') + '\r\n';
