import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

// Duplicate customers of kpis.md §6, within ONE location. This file is the rule: the duplicate
// list and the merge group with findDuplicateGroups, and the CRM's SQL is built from the
// definitions below (nameSql, nameSieveSql), so the two can never read a name differently.

export type DuplicateCandidate = {
  id: number;
  first_name: string | null;
  last_name: string | null;
  phone_numbers: readonly string[];
  email_addresses: readonly string[];
  /** Business date 'YYYY-MM-DD' of the first counted RO (compared as text). */
  first_seen: string | null;
};

/**
 * White space in a name, written once as a bracket expression that JavaScript and PostgreSQL (AREs)
 * read alike: what JavaScript's trim() and \s take for white space (tabs, line breaks, the no-break
 * space U+00A0 of names pasted from web pages and exports, the other Unicode spaces, U+FEFF),
 * where PostgreSQL's btrim and [[:space:]] would take spaces only or depend on the server's locale.
 */
export const NAME_SPACE = '[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';
const EDGE_SPACE = `^${NAME_SPACE}+|${NAME_SPACE}+$`;
const INNER_SPACE = `${NAME_SPACE}+`;
const edgeSpace = new RegExp(EDGE_SPACE, 'g');
const innerSpace = new RegExp(INNER_SPACE, 'g');

/** Trimmed, lower-case; inner runs of white space count as one space. */
export function normalizeName(name: string | null | undefined): string {
  return (name ?? '').replace(edgeSpace, '').replace(innerSpace, ' ').toLowerCase();
}

/**
 * normalizeName in SQL, for searching by name. White space is handled exactly as above; case is
 * PostgreSQL's lower(), which agrees with JavaScript on ASCII letters only (it follows the server's
 * collation), so the duplicate rule itself never compares names in SQL: see nameSieveSql.
 */
export function nameSql(column: SQL): SQL {
  return sql`lower(regexp_replace(regexp_replace(coalesce(${column}, ''), ${EDGE_SPACE}, '', 'g'), ${INNER_SPACE}, ' ', 'g'))`;
}

// The letters whose lower case (JavaScript's toLowerCase) holds an ASCII letter: A–Z, the Kelvin
// sign (k) and the capital I with a dot (i + a combining dot). Every other character lowers to
// non-ASCII characters or to itself (the test goes through all of Unicode).
const SIEVE_FROM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ\u212a\u0130';
const SIEVE_TO = 'abcdefghijklmnopqrstuvwxyzki';
const SIEVE_DROP = '[^a-z0-9]';
const sieveFold = new Map([...SIEVE_FROM].map((c, i) => [c, SIEVE_TO[i]]));
const sieveDrop = new RegExp(SIEVE_DROP, 'g');

/**
 * A coarse key of a name: its ASCII letters (lower-cased) and digits, nothing else. Two names that
 * normalizeName makes equal always have the same sieve, in JavaScript and in SQL alike (one
 * character map, one pattern), so a query narrowed by nameSieveSql misses no duplicate; it may
 * keep a few that are not, and findDuplicateGroups decides.
 */
export function nameSieve(name: string | null | undefined): string {
  return [...(name ?? '')].map((c) => sieveFold.get(c) ?? c).join('').replace(sieveDrop, '');
}

/** nameSieve in SQL: translate() and regexp_replace() work by character code, not by locale. */
export function nameSieveSql(column: SQL): SQL {
  return sql`regexp_replace(translate(coalesce(${column}, ''), ${SIEVE_FROM}, ${SIEVE_TO}), ${SIEVE_DROP}, '', 'g')`;
}

/** Digits only, the last 10 ("+1 512-555-0188" and "(512) 555-0188" are the same number). */
export function normalizePhone(phone: string | null | undefined): string {
  return (phone ?? '').replace(/\D/g, '').slice(-10);
}

export function normalizeEmail(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

function nameKey(c: DuplicateCandidate): string | null {
  const first = normalizeName(c.first_name);
  const last = normalizeName(c.last_name);
  // A customer without any name has no name to match: blank names are not evidence.
  if (first === '' && last === '') return null;
  // \u0000 cannot occur in a normalized name, so ("a b", "c") and ("a", "b c") stay apart.
  return `${first}\u0000${last}`;
}

function contactKeys(c: DuplicateCandidate): string[] {
  const keys = new Set<string>();
  for (const p of c.phone_numbers) {
    const n = normalizePhone(p);
    if (n !== '') keys.add(`phone:${n}`);
  }
  for (const e of c.email_addresses) {
    const n = normalizeEmail(e);
    if (n !== '') keys.add(`email:${n}`);
  }
  return [...keys];
}

/**
 * Coarse keys of a customer's (name, contact) pairs, each the first 16 hex digits of the md5 of
 * "first sieve|last sieve|contact", where a contact is "p" + a phone's last 10 digits or "e" + an
 * e-mail's sieve. Two customers that findDuplicateGroups links share a key (a shared normalized
 * phone has the same digits; names, and e-mails, that normalize alike have the same sieve), so the
 * duplicate list reads only the customers that share one. A shared key is not proof: the rule above
 * still decides. Ingest stores these with each customer; the SQL function customer_duplicate_keys
 * (migration 0030) computes the same for any other write, and a test holds the two together.
 */
export function duplicateKeys(c: Omit<DuplicateCandidate, 'id' | 'first_seen'>): string[] {
  const name = `${nameSieve(c.first_name)}|${nameSieve(c.last_name)}`;
  const contacts: string[] = [];
  for (const phone of c.phone_numbers) {
    const digits = phone.replace(/[^0-9]/g, '');
    if (digits !== '') contacts.push(`p${digits.slice(-10)}`);
  }
  for (const email of c.email_addresses) contacts.push(`e${nameSieve(email)}`);
  const keys = new Set(contacts.map((contact) => createHash('md5').update(`${name}|${contact}`).digest('hex').slice(0, 16)));
  return [...keys].sort();
}

/**
 * Groups of duplicates: connected components of "same normalized first + last name AND a shared
 * normalized phone or e-mail" (A–B share a phone, B–C an e-mail → one group A, B, C).
 * Only groups of 2 or more; each sorted by id, groups ordered by their lowest id.
 */
export function findDuplicateGroups<T extends DuplicateCandidate>(customers: readonly T[]): T[][] {
  const parent = customers.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };

  const firstHolder = new Map<string, number>();
  customers.forEach((c, i) => {
    const name = nameKey(c);
    if (name === null) return;
    for (const contact of contactKeys(c)) {
      const key = `${name}\u0000${contact}`;
      const holder = firstHolder.get(key);
      if (holder === undefined) firstHolder.set(key, i);
      else parent[find(i)] = find(holder);
    }
  });

  const groups = new Map<number, T[]>();
  customers.forEach((c, i) => {
    const root = find(i);
    const group = groups.get(root);
    if (group) group.push(c);
    else groups.set(root, [c]);
  });
  return [...groups.values()]
    .filter((g) => g.length > 1)
    .map((g) => [...g].sort((a, b) => a.id - b.id))
    .sort((a, b) => a[0].id - b[0].id);
}

/** The customer a merge keeps: earliest first_seen; ties → lowest id; no first_seen → last. */
export function mergeSurvivor<T extends DuplicateCandidate>(group: readonly T[]): T {
  if (group.length === 0) throw new RangeError('empty duplicate group');
  return [...group].sort((a, b) => {
    if (a.first_seen !== b.first_seen) {
      if (a.first_seen === null) return 1;
      if (b.first_seen === null) return -1;
      return a.first_seen < b.first_seen ? -1 : 1;
    }
    return a.id - b.id;
  })[0];
}
