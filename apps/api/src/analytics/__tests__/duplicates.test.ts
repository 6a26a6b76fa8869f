import { describe, it, expect } from 'vitest';
import {
  findDuplicateGroups,
  mergeSurvivor,
  normalizeEmail,
  normalizeName,
  normalizePhone,
  type DuplicateCandidate,
} from '../duplicates';

const c = (
  id: number,
  first_name: string | null,
  last_name: string | null,
  phone_numbers: string[],
  email_addresses: string[],
  first_seen: string | null,
): DuplicateCandidate => ({ id, first_name, last_name, phone_numbers, email_addresses, first_seen });

describe('normalization', () => {
  it('phone: digits only, last 10', () => {
    expect(normalizePhone('(512) 555-0188')).toBe('5125550188');
    expect(normalizePhone('+1 512-555-0188')).toBe('5125550188');
    expect(normalizePhone('555-0188')).toBe('5550188');
    expect(normalizePhone('')).toBe('');
  });
  it('name and e-mail: trimmed, lower-case', () => {
    expect(normalizeName('  ANA ')).toBe('ana');
    expect(normalizeName(' Ana   Maria ')).toBe('ana maria');
    expect(normalizeName(null)).toBe('');
    expect(normalizeEmail('  Ana@Example.COM ')).toBe('ana@example.com');
  });
});

describe('findDuplicateGroups', () => {
  const customers = [
    c(1, 'Ana', 'Lopez', ['(512) 555-0188'], [], '2023-04-01'),
    c(2, ' ana ', 'LOPEZ ', ['+1 512-555-0188'], [], '2022-01-15'), // same phone as 1
    c(3, 'Ana', 'Lopez', [], ['ANA@Example.com '], null),
    c(4, 'ANA', 'lopez', ['512.555.9999'], ['ana@example.com'], '2022-01-15'), // e-mail of 3
    c(5, 'Ana', 'Lopez', ['5125559999'], [], '2022-01-15'), // phone of 4 → 3, 4, 5 connected
    c(6, 'Bob', 'Lopez', ['(512) 555-0188'], [], '2020-01-01'), // phone of 1, other name
    c(7, '', '', ['(512) 555-0188'], [], '2020-01-01'), // no name
    c(8, null, null, ['(512) 555-0188'], [], '2020-01-01'), // no name
    c(9, 'Ana', 'Lopez', ['(512) 555-1234'], ['other@example.com'], '2019-01-01'), // same name, nothing shared
    c(10, 'Ana', 'Lopez', [''], [' '], '2019-01-01'), // blank contacts are not shared contacts
    c(11, 'Ana', 'Lopez', [''], [''], '2019-01-01'),
  ];

  it('groups same name + shared phone or e-mail, transitively', () => {
    expect(findDuplicateGroups(customers).map((g) => g.map((x) => x.id))).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('does not link names that only match after moving a space between first and last', () => {
    const groups = findDuplicateGroups([
      c(1, 'Ana Maria', 'Lopez', ['5125550188'], [], null),
      c(2, 'Ana', 'Maria Lopez', ['5125550188'], [], null),
    ]);
    expect(groups).toEqual([]);
  });
});

describe('mergeSurvivor', () => {
  it('keeps the earliest first_seen', () => {
    expect(
      mergeSurvivor([c(1, 'A', 'B', [], [], '2023-04-01'), c(2, 'A', 'B', [], [], '2022-01-15')]).id,
    ).toBe(2);
  });
  it('breaks ties by the lowest id and puts unknown first_seen last', () => {
    const group = [
      c(5, 'A', 'B', [], [], '2022-01-15'),
      c(3, 'A', 'B', [], [], null),
      c(4, 'A', 'B', [], [], '2022-01-15'),
    ];
    expect(mergeSurvivor(group).id).toBe(4);
    expect(mergeSurvivor([c(9, 'A', 'B', [], [], null), c(8, 'A', 'B', [], [], null)]).id).toBe(8);
  });
  it('refuses an empty group', () => {
    expect(() => mergeSurvivor([])).toThrow(RangeError);
  });
});
