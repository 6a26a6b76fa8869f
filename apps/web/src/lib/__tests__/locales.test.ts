import { LOCALES } from '@rlo/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../public/resources/locale-en_US.json';
import es from '../../../public/resources/locale-en_ES.json';
import fr from '../../../public/resources/locale-en_FR.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries[path] = value;
    else Object.assign(entries, flatten(value, path));
  }
  return entries;
}

const files = { en_US: flatten(en), en_FR: flatten(fr), en_ES: flatten(es) };
// Names that are the same in every language.
const SAME_IN_EVERY_LANGUAGE = /^product\./;
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('locale files', () => {
  it('exist for every locale', () => {
    expect(Object.keys(files).sort()).toEqual([...LOCALES].sort());
  });

  it.each(['en_FR', 'en_ES'] as const)('%s has exactly the keys of en_US', (locale) => {
    expect(Object.keys(files[locale]).sort()).toEqual(Object.keys(files.en_US).sort());
  });

  it.each(LOCALES)('%s has no empty text', (locale) => {
    const empty = Object.entries(files[locale]).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(['en_FR', 'en_ES'] as const)('%s is translated, not copied from English', (locale) => {
    const copied = Object.entries(files[locale])
      .filter(([key, value]) => !SAME_IN_EVERY_LANGUAGE.test(key) && value === files.en_US[key])
      .map(([key]) => key);
    expect(copied).toEqual([]);
  });

  it.each(['en_FR', 'en_ES'] as const)('%s keeps the placeholders of each English text', (locale) => {
    for (const [key, value] of Object.entries(files.en_US)) {
      expect({ key, placeholders: placeholders(files[locale][key] ?? '') }).toEqual({
        key,
        placeholders: placeholders(value),
      });
    }
  });
});
