import fc from 'fast-check';

// What a careless or hostile client sends in place of a field: wrong types, the NUL character that
// PostgreSQL text cannot hold, numbers around the int4 limit and beyond float precision, texts far
// over any limit, dates outside any calendar, and lists far longer than a screen would send.

export const INT4_MAX = 2_147_483_647;
const LONG_TEXT = 'x'.repeat(100_000);

const CONSTANTS: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.5,
  1e-7,
  INT4_MAX,
  INT4_MAX + 1,
  -INT4_MAX - 2,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  '+1',
  '1.0',
  ' 1',
  '1,2,,3',
  '9999-12-31',
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '2025-02-30',
  '2025-13-01',
  '10000-01-01',
  '+275760-09-13',
  '275760-09-13T00:00:00Z',
  '2026-03-02T25:00:00Z',
  '2026-03-02T05:00:00.000Z',
  '9999-12-31T23:59:59Z',
  '0001-01-01T00:00:00+14:00',
  '1969-12-31',
  // The first and last days a request may name: the reports reach a year or two around them.
  '1970-01-01',
  '2100-12-31',
  '2100-12-31T23:59:59Z',
  '1970-01-01T00:00:00+14:00',
  '2100-12',
  '1970-01',
  '\ud800',
  '😀',
  'é',
  '\u202e',
  "'; DROP TABLE users; --",
  '%',
  '_',
  '\\',
  '"',
  '{}',
  '[]',
  'null',
  'true',
  '__proto__',
  'constructor',
  [],
  [null],
  ['\u0000'],
  [1, 2, 3],
  [[1]],
  {},
  { a: 1 },
  // An own "__proto__" key (a literal would set the prototype instead).
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { id: 1 },
];

const BIG_LISTS: unknown[] = [
  Array.from({ length: 70_000 }, (_, i) => i + 1),
  Array.from({ length: 5_000 }, () => 'x'.repeat(20)),
  Array.from({ length: 2_000 }, (_, i) => ({ id: i + 1 })),
];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...CONSTANTS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(Number)) },
  { weight: 1, arbitrary: fc.constantFrom(LONG_TEXT, `${LONG_TEXT}\u0000`, '9'.repeat(400), '1,'.repeat(20_000) + '1') },
  { weight: 1, arbitrary: fc.constantFrom(...BIG_LISTS) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Whole bodies that are not the object the route reads. */
export const hostileBody: fc.Arbitrary<unknown> = fc.constantFrom(null, [], [{}], 'text', 0, true, [null], { '': '' });

/** Raw body texts: broken JSON, deep nesting, prototype keys. */
export const rawBodies: fc.Arbitrary<string> = fc.constantFrom(
  '{',
  '{"a":',
  'null',
  '',
  ' ',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(5_000) + ']'.repeat(5_000),
  `{"a":"${'x'.repeat(100_000)}"}`,
  '{"a":1}garbage',
  '\ufeff{}',
);

export const contentTypes: fc.Arbitrary<string> = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=latin1',
  'application/xml',
  'application/octet-stream',
  'application/json-patch+json',
  'nonsense',
);

/** Raw additions to a query string, past what a URLSearchParams would ever write. */
export const rawQueries: fc.Arbitrary<string> = fc.constantFrom('%00', '%ZZ', 'a=%E0%A4%A', '&&&', '=1', '__proto__[x]=1', 'a[b]=1', `q=${'x'.repeat(20_000)}`);

/** Path parameter texts: what an id or a date in a path could be instead. */
export const hostilePathValues: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '2147483648', '99999999999999999999', '1e3', '0x10', ' 1', '%00', 'abc', '..', 'NaN', '9999-12-31', '0000-00-00', '2026-02-30', '\u0000', '😀', 'x'.repeat(5_000)),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
