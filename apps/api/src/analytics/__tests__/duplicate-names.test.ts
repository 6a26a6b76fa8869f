import { describe, expect, it } from 'vitest';
import { findDuplicateGroups, NAME_SPACE, nameSieve, normalizeName } from '../duplicates';

// The name reading of kpis.md §6 that the duplicate list, the merge and the CRM share.

/** Every Unicode scalar value, as a one-character string. */
function* everyCharacter() {
  for (let code = 0; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    yield String.fromCodePoint(code);
  }
}

describe('name white space', () => {
  it('is what JavaScript takes for white space, character for character', () => {
    const space = new RegExp(`^${NAME_SPACE}$`);
    const differ = [...everyCharacter()].filter((c) => space.test(c) !== /^\s$/.test(c));
    expect(differ).toEqual([]);
  });

  it('trims and collapses tabs, line breaks, no-break and other Unicode spaces', () => {
    expect(normalizeName('\tAna\u00a0 Maria\n')).toBe('ana maria');
    expect(normalizeName('\u00a0ANA\u2003')).toBe('ana');
    expect(normalizeName('Mary\t\tAnn')).toBe('mary ann');
    expect(normalizeName('\ufeffLopez')).toBe('lopez');
  });
});

describe('nameSieve', () => {
  it('keeps what the lower case of every character keeps of ASCII letters and digits', () => {
    const keep = (text: string) => text.replace(/[^a-z0-9]/g, '');
    const differ = [...everyCharacter()].filter((c) => nameSieve(c) !== keep(c.toLowerCase()));
    expect(differ).toEqual([]);
  });

  it('is the same for names that normalizeName makes equal', () => {
    const pairs = [
      ['  Ana\tLopez ', 'ana lopez'],
      ['ÉLODIE', 'élodie'],
      ['\u212aATE', 'kate'],
      ['\u0130RIS', 'i\u0307ris'],
      ['ΝΙΚΟΣ', 'νικος'],
      ['O\u00a0Brien', "o brien"],
    ];
    for (const [a, b] of pairs) {
      expect(normalizeName(a)).toBe(normalizeName(b));
      expect(nameSieve(a)).toBe(nameSieve(b));
    }
    expect(nameSieve("O'Brien-Smith 2nd")).toBe('obriensmith2nd');
  });
});

describe('duplicates whose names differ only in white space and case', () => {
  it('are one group', () => {
    const c = (id: number, first: string, last: string) => ({
      id,
      first_name: first,
      last_name: last,
      phone_numbers: ['(512) 555-0188'],
      email_addresses: [],
      first_seen: null,
    });
    const groups = findDuplicateGroups([c(1, 'Ana', 'Lopez'), c(2, '\tANA ', 'lopez\u00a0'), c(3, 'Ana', 'Lo pez'), c(4, ' ana', ' LOPEZ')]);
    expect(groups.map((g) => g.map((x) => x.id))).toEqual([[1, 2, 4]]);
  });
});
