import { CSV_GENERIC_HEADERS, CSV_PRESET_IDS, CSV_PRESETS } from './csv-presets';
import { normalizeWords } from './csv-values';

// The documented columns of a CSV upload (docs/csv-upload.md, connectors.md §2) and how a file's
// header is matched to them. Pure TypeScript: the browser's parse worker, the tests and the
// benchmark all use it.

export * from './csv-values';
export * from './csv-rows';
export * from './csv-presets';

/** The canonical CSV fields, in the order the mapping step lists them. Only ro_number is required. */
export const CSV_FIELDS = [
  'ro_number',
  'status',
  'opened',
  'closed',
  'modified',
  'customer_id',
  'customer_first_name',
  'customer_last_name',
  'customer_company',
  'customer_phone',
  'customer_email',
  'customer_address',
  'customer_city',
  'customer_state',
  'customer_zip',
  'marketing_source',
  'vehicle_id',
  'vehicle_year',
  'vehicle_make',
  'vehicle_model',
  'vehicle_vin',
  'writer_name',
  'technician_name',
  'line_type',
  'line_description',
  'category',
  'quantity',
  'sold_hours',
  'actual_hours',
  'sold_amount',
  'cost_amount',
  'part_number',
] as const;
export type CsvField = (typeof CSV_FIELDS)[number];

/** Canonical field → the file's header that holds it. */
export type CsvMapping = Partial<Record<CsvField, string>>;

// More names people give the columns, normalized ("RO #" → "ro number"), beyond the presets'.
const SYNONYMS: Partial<Record<CsvField, string[]>> = {
  ro_number: [
    'ro',
    'ro no',
    'ro num',
    'repair order',
    'repair order no',
    'invoice number',
    'invoice',
    'invoice no',
    'order number',
    'work order number',
    'wo number',
  ],
  status: ['ro status', 'order status', 'state of ro'],
  opened: [
    'open date',
    'opened date',
    'date in',
    'created',
    'created date',
    'opened at',
    'date created',
    'ro date',
  ],
  closed: [
    'close date',
    'closed date',
    'date closed',
    'posted date',
    'date posted',
    'invoice date',
    'completed date',
    'posted',
  ],
  modified: ['updated', 'updated date', 'modified date', 'last updated', 'date modified'],
  customer_id: ['customer number', 'customer no', 'cust id', 'client id'],
  customer_first_name: ['first name', 'customer first', 'first'],
  customer_last_name: ['last name', 'customer last', 'last'],
  customer_company: ['company', 'company name', 'business name'],
  customer_phone: ['phone', 'phone number', 'customer phone number', 'mobile', 'cell phone'],
  customer_email: ['email', 'e mail', 'email address'],
  customer_address: ['address', 'street', 'address 1', 'address1'],
  customer_city: ['city'],
  customer_state: ['state', 'province'],
  customer_zip: ['zip', 'zip code', 'postal code', 'postcode'],
  marketing_source: ['lead source', 'referral source', 'source', 'how heard', 'marketing'],
  vehicle_id: ['vehicle number', 'vehicle no'],
  vehicle_year: ['year'],
  vehicle_make: ['make'],
  vehicle_model: ['model'],
  vehicle_vin: ['vin', 'vin number'],
  writer_name: ['writer', 'service advisor', 'advisor', 'service writer name'],
  technician_name: ['tech', 'technician', 'tech name', 'mechanic'],
  line_type: ['type', 'item type', 'line item type'],
  line_description: ['description', 'item description', 'line item', 'item'],
  category: ['job category', 'labor category', 'category name'],
  quantity: ['qty', 'quantity sold'],
  sold_hours: ['labor hours', 'hours', 'billed hours', 'flat rate hours', 'sold hrs'],
  actual_hours: ['clocked hours', 'actual hrs', 'worked hours', 'tech hours'],
  sold_amount: [
    'amount',
    'price',
    'total',
    'sale amount',
    'sold',
    'sales',
    'extended price',
    'line total',
    'retail',
  ],
  cost_amount: ['cost', 'extended cost', 'total cost'],
  part_number: ['part no', 'part num', 'sku'],
};

/** A header as compared: "RO #" and "ro_number" both become "ro number". */
export const normalizeHeader = (header: string) => normalizeWords(header.replaceAll('#', ' number '));

/** Every name (normalized) that means the field, most specific first. */
function namesOf(field: CsvField): string[] {
  const names = [
    field.replaceAll('_', ' '),
    CSV_GENERIC_HEADERS[field],
    ...CSV_PRESET_IDS.map((id) => CSV_PRESETS[id][field]),
    ...(SYNONYMS[field] ?? []),
  ];
  return [...new Set(names.map(normalizeHeader))];
}
const NAMES = new Map(CSV_FIELDS.map((field) => [field, namesOf(field)]));

/**
 * The mapping a file's header suggests. Names are compared normalized (case, spaces, punctuation,
 * "#" = number); each header is given to one field at most, the more specific names first.
 */
export function guessMapping(headers: readonly string[]): CsvMapping {
  const byName = new Map<string, string>();
  for (const header of headers) {
    const name = normalizeHeader(header);
    if (name && !byName.has(name)) byName.set(name, header);
  }
  const used = new Set<string>();
  const mapping: CsvMapping = {};
  // Specific names win first across all fields ("Customer Phone" before a bare "Phone" elsewhere).
  const depth = Math.max(...[...NAMES.values()].map((names) => names.length));
  for (let rank = 0; rank < depth; rank += 1) {
    for (const field of CSV_FIELDS) {
      const header = mapping[field] ? undefined : byName.get(NAMES.get(field)?.[rank] ?? '');
      if (header && !used.has(header)) {
        mapping[field] = header;
        used.add(header);
      }
    }
  }
  return mapping;
}

/** A preset (or saved mapping) restricted to the headers this file has, matched without case. */
export function mappingForHeaders(preset: CsvMapping, headers: readonly string[]): CsvMapping {
  const byName = new Map(headers.map((h) => [normalizeHeader(h), h]));
  const mapping: CsvMapping = {};
  for (const field of CSV_FIELDS) {
    const wanted = preset[field];
    const header = wanted === undefined ? undefined : byName.get(normalizeHeader(wanted));
    if (header !== undefined) mapping[field] = header;
  }
  return mapping;
}
