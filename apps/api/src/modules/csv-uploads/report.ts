import { CSV_ROW_ERRORS_KEPT, csvLine, type CsvRowError, type CsvUpload } from '@rlo/contract';

const line = (...cells: (string | number)[]) => csvLine(cells);

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
