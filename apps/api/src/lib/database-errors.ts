import { DrizzleQueryError } from 'drizzle-orm';

/**
 * PostgreSQL SQLSTATEs that mean the connection, not the statement, failed: class 08 (connection
 * exception), and the server shutting down or starting (57P01 admin shutdown, 57P02 crash
 * shutdown, 57P03 cannot connect now).
 */
const SERVER_GONE = new Set(['57P01', '57P02', '57P03']);
/** Socket errors of a server that is down or went away. */
const SOCKET_GONE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/**
 * node-postgres and its pool report a lost or unobtainable connection with these messages and no
 * code: the socket ended ("Connection terminated unexpectedly", "… due to connection timeout"), a
 * client used after its connection failed, and the pool's checkout timeout.
 */
const GONE_MESSAGES = [
  /Connection terminated/i,
  /is not queryable/i,
  /timeout exceeded when trying to connect/i,
];

/** The error and what it wraps: Drizzle's `cause`, and the attempts of an AggregateError (one per address tried). */
function* chain(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 5 || typeof error !== 'object' || error === null) return;
  const record = error as Record<string, unknown>;
  yield record;
  yield* chain(record.cause, depth + 1);
  if (Array.isArray(record.errors)) for (const inner of record.errors) yield* chain(inner, depth + 1);
}

/** The database could not be reached or went away during the call: the request may succeed later (503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') || SERVER_GONE.has(code) || SOCKET_GONE.has(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (GONE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

// The fields of a PostgreSQL error that say what failed without the data: `detail` ("Key
// (email)=(…) already exists"), `where` and Drizzle's `params` carry values, so they are left out.
const SAFE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'routine',
] as const;

// String literals in a statement's text may be values inlined into it (sql.raw); parameters never are.
const maskLiterals = (text: string) => text.replace(/'(?:[^']|'')*'/g, "'…'").slice(0, 300);

/** The stack's frames without its first line(s), which repeat the message (Drizzle's holds the params). */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const at = stack.indexOf('\n    at ');
  return at < 0 ? undefined : stack.slice(at + 1);
}

export interface LoggableError {
  name: string;
  message: string;
  query?: string;
  stack?: string;
  cause?: LoggableError;
  [field: string]: unknown;
}

/**
 * A plain record without a prototype: pino's error serializer names it by `name` (it would say
 * "Object" for an object literal), and copies the other fields as they are.
 */
const record = (fields: LoggableError): LoggableError =>
  Object.assign(Object.create(null) as LoggableError, fields);

/**
 * An error as it may be logged: for database errors the code, message, table and constraint, and
 * the statement without its parameters (customer data: e-mails, names, amounts) — never Drizzle's
 * "params:" line, nor PostgreSQL's detail. Other errors keep their message and stack.
 */
export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return record({ name: typeof error, message: String(error) });
  const cause = depth < 5 && error.cause !== undefined ? loggableError(error.cause, depth + 1) : undefined;
  if (error instanceof DrizzleQueryError) {
    // One record: the driver's error (message, code, table…) where Drizzle's call stack says who ran it.
    return record({
      ...(cause ?? { message: 'Failed query' }),
      name: 'DrizzleQueryError',
      query: maskLiterals(error.query),
      stack: framesOf(error.stack),
    });
  }
  const fields = error as unknown as Record<string, unknown>;
  const safe: Record<string, unknown> = {};
  for (const field of SAFE_FIELDS) if (fields[field] !== undefined) safe[field] = fields[field];
  return record({
    name: error.name,
    message: error.message,
    ...safe,
    stack: framesOf(error.stack),
    ...(cause ? { cause } : {}),
  });
}

/** The error in one line for an operator: the database's own message and SQLSTATE, never its parameters. */
export function describeError(error: unknown): string {
  const described = loggableError(error);
  const details = ['code', 'table', 'constraint']
    .filter((field) => typeof described[field] === 'string')
    .map((field) => `${field} ${String(described[field])}`);
  return `${described.message}${details.length ? ` (${details.join(', ')})` : ''}`;
}

/** A unique-index violation (PostgreSQL 23505): two writers inserting one key at the same moment (two sign-ups with one address, two processes queueing one run). */
export function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps the driver's error; PostgreSQL's code sits on it or on its cause.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
