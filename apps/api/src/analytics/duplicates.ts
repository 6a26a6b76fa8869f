// Duplicate customers of kpis.md §6, within ONE location.

export type DuplicateCandidate = {
  id: number;
  first_name: string | null;
  last_name: string | null;
  phone_numbers: readonly string[];
  email_addresses: readonly string[];
  /** Business date 'YYYY-MM-DD' of the first counted RO (compared as text). */
  first_seen: string | null;
};

/** Trimmed, lower-case; inner runs of white space count as one space. */
export function normalizeName(name: string | null | undefined): string {
  return (name ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
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
