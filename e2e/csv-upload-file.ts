// A shop export of one month for the CSV upload test: one row per RO line, with typical (not the
// documented) column names, a few bad rows, and the figures of its good ROs summed by hand.

export const CSV_HEADER = [
  'RO #',
  'Status',
  'Date In',
  'Date Posted',
  'Last Updated',
  'Customer #',
  'First Name',
  'Last Name',
  'Phone',
  'Email',
  'Year',
  'Make',
  'Model',
  'VIN',
  'Advisor',
  'Tech',
  'Type',
  'Description',
  'Qty',
  'Labor Hours',
  'Amount',
  'Cost',
  'Part #',
];

export interface ShopExport {
  csv: string;
  /** Non-blank data rows. */
  rows: number;
  /** ROs the browser can read (the good ones and the one the server refuses). */
  readableRos: number;
  storedRos: number;
  /** Σ total_sold of the stored ROs (kpis.md §2), in cents. */
  totalSoldCents: number;
  /** A row that cannot be read, with the reason the page must show for it. */
  badRows: { row: number; reason: string }[];
  /** Every row not stored (unreadable, their RO's other rows, the refused RO's rows). */
  rowsNotStored: number[];
  refusedRo: { number: string; rows: number[] };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dollars = (cents: number) => {
  const text = (cents / 100).toFixed(2);
  return cents >= 100_000 ? `$${text.replace(/\B(?=(\d{3})+\.)/g, ',')}` : text;
};
const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

const MAKES = [
  ['Honda', 'Civic'],
  ['Ford', 'F-150'],
  ['Toyota', 'Camry'],
  ['Subaru', 'Outback'],
  ['Chevrolet', 'Malibu'],
];
const BAD_EVERY = 160;

/**
 * `roCount` ROs closed in the month `year-month` (at the location's wall clock), numbered
 * `${prefix}00001`…, three or four lines each; every 160th RO has one unreadable row (a bad amount,
 * a bad date or an unknown line type in turn), two rows have no RO number, and one RO has a parts
 * total beyond what ingest stores, so the server refuses it.
 */
export function shopExport(prefix: string, year: number, month: number, roCount: number): ShopExport {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lines: string[][] = [];
  const out: ShopExport = {
    csv: '',
    rows: 0,
    readableRos: 0,
    storedRos: 0,
    totalSoldCents: 0,
    badRows: [],
    rowsNotStored: [],
    refusedRo: { number: '', rows: [] },
  };
  const badKinds = ['amount', 'date', 'type'] as const;
  for (let i = 0; i < roCount; i += 1) {
    const number = `${prefix}${pad(i + 1, 5)}`;
    const day = 1 + (i % days);
    const hour = 8 + (i % 8);
    const usDates = i % 2 === 1;
    const at = (h: number, m: number) =>
      usDates
        ? `${pad(month)}/${pad(day)}/${year} ${((h + 11) % 12) + 1}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`
        : `${year}-${pad(month)}-${pad(day)} ${pad(h)}:${pad(m)}`;
    const [make, model] = MAKES[i % MAKES.length];
    const customer = i % 400;
    const ro = [
      number,
      i % 5 === 0 ? 'Posted' : 'Closed',
      at(hour, 5),
      at(hour + 2, 40),
      at(hour + 2, 41),
      `C-${customer}`,
      `First${customer}`,
      `Last${customer}`,
      `512-555-${pad(customer, 4)}`,
      `c${customer}@example.com`,
      String(2010 + (i % 14)),
      make,
      model,
      '',
      i % 2 ? 'Sam Writer' : 'Jo Advisor',
    ];
    const laborCents = 6000 * (1 + (i % 6));
    const partCents = 1000 + ((i * 3_701) % 150_000);
    const roLines = [
      [
        ...ro,
        'Tina Tech',
        'Labor',
        'Diagnose and repair',
        '',
        String((1 + (i % 6)) / 2),
        dollars(laborCents),
        dollars(laborCents / 4),
        '',
      ],
      [
        ...ro,
        '',
        'Part',
        'Replacement part',
        '1',
        '',
        dollars(partCents),
        dollars(Math.floor(partCents / 2)),
        `P-${i % 97}`,
      ],
      i % 4 === 0
        ? [...ro, '', 'Tire', 'All-season tire', '4', '', dollars(48_000), dollars(30_000), 'T-205']
        : [...ro, '', 'Sublet', 'Alignment (vendor)', '', '', dollars(9_000), dollars(6_000), ''],
    ];
    if (i % 3 === 0) roLines.push([...ro, '', 'Fee', 'Shop supplies', '', '', '15.00', '', '']);
    const first = lines.length + 1;
    const rowNumbers = roLines.map((_l, k) => first + k);
    if (i % BAD_EVERY === BAD_EVERY - 1) {
      const kind = badKinds[Math.floor(i / BAD_EVERY) % badKinds.length];
      const bad = roLines[1];
      if (kind === 'amount') bad[20] = '12.3.4';
      else if (kind === 'date') bad[3] = `${pad(month)}/45/${year}`;
      else bad[16] = 'Misc';
      const reason =
        kind === 'amount'
          ? '"12.3.4" is not an amount of money'
          : kind === 'date'
            ? `"${bad[3]}" is not a date`
            : 'unknown line type "Misc"';
      out.badRows.push({ row: rowNumbers[1], reason });
      out.rowsNotStored.push(...rowNumbers);
    } else {
      out.readableRos += 1;
      out.storedRos += 1;
      out.totalSoldCents +=
        laborCents + partCents + (i % 4 === 0 ? 48_000 : 9_000) + (i % 3 === 0 ? 1_500 : 0);
    }
    lines.push(...roLines);
  }
  // Rows without an RO number, and an RO whose parts total no int4 column holds.
  const orphan = (description: string) => [
    '',
    'Closed',
    `${year}-${pad(month)}-02 09:00`,
    `${year}-${pad(month)}-02 11:00`,
    '',
    'C-1',
    'First1',
    'Last1',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    'Labor',
    description,
    '',
    '1',
    '120.00',
    '30.00',
    '',
  ];
  for (const description of ['Lost line', 'Another lost line']) {
    lines.splice(500, 0, orphan(description));
  }
  // The splice moved every row after 500 down by two: recount the rows noted above.
  const shift = (row: number) => (row > 500 ? row + 2 : row);
  out.badRows = out.badRows.map((b) => ({ ...b, row: shift(b.row) }));
  out.rowsNotStored = [...out.rowsNotStored.map(shift), 501, 502];
  for (const row of [501, 502]) out.badRows.push({ row, reason: 'no RO number' });
  const big = `${prefix}99999`;
  const bigRo = [
    big,
    'Closed',
    `${year}-${pad(month)}-03 09:00`,
    `${year}-${pad(month)}-03 15:00`,
    `${year}-${pad(month)}-03 15:01`,
    'C-9',
    'First9',
    'Last9',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
  ];
  lines.push(
    [...bigRo, 'Part', 'Fleet engines', '1', '', '15,000,000.00', '1.00', 'X-1'],
    [...bigRo, 'Part', 'Fleet gearboxes', '1', '', '15,000,000.00', '1.00', 'X-2'],
  );
  out.refusedRo = { number: big, rows: [lines.length - 1, lines.length] };
  out.rowsNotStored.push(...out.refusedRo.rows);
  out.rowsNotStored.sort((a, b) => a - b);
  out.readableRos += 1;
  out.rows = lines.length;
  out.csv = [CSV_HEADER, ...lines].map((line) => line.map(quote).join(',')).join('\r\n') + '\r\n';
  return out;
}
