import { CSV_ROW_ERRORS_KEPT, type CsvRowError, type CsvUpload } from '@rlo/contract';

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): a file
// name or a reason copied from the uploaded file must stay text.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (...cells: (string | number)[]) => cells.map(cell).join(',');

/** The downloadable report of an upload: its summary, then every row not stored, by row number. */
export function uploadReportCsv(upload: CsvUpload & { row_errors: CsvRowError[] }): string {
  const lines = [
    line('Summary', 'Value'),
    line('File', upload.file_name),
    line('Started', upload.created_at),
    line('Finished', upload.finished_at ?? ''),
    line('State', upload.interrupted ? 'interrupted' : upload.state),
    line('Rows in the file', upload.rows_total),
    line('Repair orders in the file', upload.ros_total),
    line('Repair orders sent', upload.ros_sent),
    line('Inserted', upload.inserted),
    line('Updated', upload.updated),
    line('Unchanged (already stored)', upload.skipped),
    line('Rejected', upload.rejected),
    line('Rows not stored', upload.row_errors.length),
    '',
    line('Row', 'Reason'),
    ...upload.row_errors.map((e) => line(e.row, e.reason)),
  ];
  if (upload.row_errors.length >= CSV_ROW_ERRORS_KEPT) {
    lines.push(line('', `Only the first ${CSV_ROW_ERRORS_KEPT} rows not stored are listed.`));
  }
  return `${lines.join('\r\n')}\r\n`;
}
