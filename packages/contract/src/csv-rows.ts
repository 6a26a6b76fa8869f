import type { CsvField, CsvMapping } from './csv-columns';
import { CsvCells, namedRecord, readRow, type CsvRow, type CsvRowRead } from './csv-row-read';
import { normalizeWords } from './csv-values';
import {
  canonicalRepairOrderSchema,
  type CanonicalRepairOrder,
  type CanonicalRepairOrderInput,
} from './ingest';

export type { CsvRow } from './csv-row-read';

/** A data row that cannot be stored: row 1 is the first row under the header (line 2 of the file). */
export interface CsvRowError {
  row: number;
  reason: string;
}

export interface CsvParseResult {
  /** Valid canonical ROs, in the order their RO number first appears. */
  repairOrders: CanonicalRepairOrder[];
  /** The data row numbers behind each RO, index for index. */
  rowsOf: number[][];
  /** Every row that will not be stored, by row number. */
  rowErrors: CsvRowError[];
}

const firstOf = <T>(values: readonly (T | null)[]): T | null => values.find((v) => v !== null) ?? null;

/**
 * The customer's id: the customer id column when it has one, else one made from the name and
 * phone digits (or e-mail), so the same person on two ROs is one customer. A row with neither
 * gets a customer of its own RO, so anonymous walk-ins are not merged into one customer.
 */
function customerIdOf(number: string, first: (f: CsvField) => string): string {
  const given = first('customer_id');
  if (given) return given;
  const name = normalizeWords(
    `${first('customer_first_name')} ${first('customer_last_name')} ${first('customer_company')}`,
  );
  const contact = first('customer_phone').replace(/\D/g, '') || first('customer_email').toLowerCase();
  return name || contact ? `name:${name}|${contact}` : `ro:${number}`;
}

/**
 * One canonical RO from the readable rows of one RO number (RO fields from the first row that has
 * them), or why there is none.
 */
function assemble(
  number: string,
  rows: readonly CsvRow[],
  reads: readonly CsvRowRead[],
  cells: CsvCells,
): CanonicalRepairOrderInput | string {
  const first = (field: CsvField) => rows.map((row) => cells.cell(row, field)).find((v) => v !== '') ?? '';
  const orNull = (text: string) => text || null;
  const customerId = customerIdOf(number, first);
  const [year, make, model, vin] = [
    first('vehicle_year'),
    first('vehicle_make'),
    first('vehicle_model'),
    first('vehicle_vin'),
  ];
  const vehicleId =
    first('vehicle_id') ||
    (vin
      ? `vin:${vin.toUpperCase()}`
      : year || make || model
        ? `${customerId}|${normalizeWords(`${year} ${make} ${model}`)}`
        : '');
  const closed = firstOf(reads.map((r) => r.closed));
  // Some exports only date the invoice: such an RO opened when it closed.
  const opened = firstOf(reads.map((r) => r.opened)) ?? closed;
  if (opened === null) return `RO ${number} has no opened date (nor a closed date)`;
  const ro: CanonicalRepairOrderInput = {
    external_id: number,
    order_number: number,
    status: firstOf(reads.map((r) => r.status)) ?? (closed ? 'CLOSED' : 'OPEN'),
    opened,
    closed,
    modified: firstOf(reads.map((r) => r.modified)),
    customer: {
      external_id: customerId,
      first_name: orNull(first('customer_first_name')),
      last_name: orNull(first('customer_last_name')),
      company: orNull(first('customer_company')),
      phone_numbers: first('customer_phone') ? [first('customer_phone')] : [],
      email_addresses: first('customer_email') ? [first('customer_email')] : [],
      address: orNull(first('customer_address')),
      city: orNull(first('customer_city')),
      state: orNull(first('customer_state')),
      postal_code: orNull(first('customer_zip')),
      marketing_source: orNull(first('marketing_source')),
    },
    vehicle: vehicleId
      ? {
          external_id: vehicleId,
          year: /^\d{4}$/.test(year) ? Number(year) : null,
          make: orNull(make),
          model: orNull(model),
          vin: orNull(vin),
        }
      : null,
    writer: namedRecord(first('writer_name')),
    technician: namedRecord(first('technician_name')),
    labor: [],
    parts: [],
    sublets: [],
    fees: [],
    discount_cents: 0,
    tax_cents: 0,
  };
  for (const { line } of reads) {
    if (line === null) continue;
    if (line.type === 'labor') ro.labor?.push(line.line);
    else if (line.type === 'part') ro.parts?.push(line.line);
    else if (line.type === 'sublet') ro.sublets?.push(line.line);
    else if (line.type === 'fee') ro.fees?.push(line.line);
    else if (line.type === 'discount') ro.discount_cents = (ro.discount_cents ?? 0) + line.cents;
    else ro.tax_cents = (ro.tax_cents ?? 0) + line.cents;
  }
  return ro;
}

const issueText = (issue: { path: PropertyKey[]; message: string }) =>
  `${
    issue.path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
      .join('')
      .replace(/^\./, '') || 'repair order'
  }: ${issue.message}`;

/**
 * Groups the rows of a CSV upload into canonical ROs by RO number (the rows of one RO need not be
 * adjacent) with dates read in the location's time zone. An RO with any unreadable row is left out
 * whole, so no RO is stored with a line missing: the unreadable row gets its reason, the RO's other
 * rows say which row stopped them. Each RO is checked with the ingest schema before it is sent.
 * A null row is a blank line: skipped, but counted, so row numbers stay the file's.
 */
export function rowsToRepairOrders(
  rows: readonly (CsvRow | null)[],
  mapping: CsvMapping,
  { timeZone }: { timeZone: string },
): CsvParseResult {
  const cells = new CsvCells(mapping, timeZone);
  const result: CsvParseResult = { repairOrders: [], rowsOf: [], rowErrors: [] };
  const groups = new Map<string, number[]>();
  rows.forEach((row, index) => {
    if (row === null) return;
    const number = cells.cell(row, 'ro_number');
    if (!number) result.rowErrors.push({ row: index + 1, reason: 'no RO number' });
    else if (groups.has(number)) groups.get(number)?.push(index);
    else groups.set(number, [index]);
  });
  for (const [number, indexes] of groups) {
    const rowNumbers = indexes.map((i) => i + 1);
    const groupRows = indexes.map((i) => rows[i]).filter((row): row is CsvRow => row !== null);
    const reads = groupRows.map((row) => readRow(row, cells));
    const unreadable = rowNumbers.filter((_n, k) => !reads[k].ok);
    if (unreadable.length > 0) {
      reads.forEach((read, k) => {
        const reason = read.ok
          ? `RO ${number} not stored: ${unreadable.length > 1 ? 'rows' : 'row'} ${unreadable.join(', ')} cannot be read`
          : read.reason;
        result.rowErrors.push({ row: rowNumbers[k], reason });
      });
      continue;
    }
    const values = reads.flatMap((read) => (read.ok ? [read.value] : []));
    const ro = assemble(number, groupRows, values, cells);
    const parsed = typeof ro === 'string' ? null : canonicalRepairOrderSchema.safeParse(ro);
    if (parsed?.success) {
      result.repairOrders.push(parsed.data);
      result.rowsOf.push(rowNumbers);
      continue;
    }
    const reason = parsed ? `RO ${number}: ${parsed.error.issues.map(issueText).join('; ')}` : `${ro}`;
    for (const row of rowNumbers) result.rowErrors.push({ row, reason });
  }
  result.rowErrors.sort((a, b) => a.row - b.row);
  return result;
}
