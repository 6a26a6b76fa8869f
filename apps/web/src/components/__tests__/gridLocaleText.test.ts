import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { displayedRows } from '../gridLocaleText';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const t = i18n.t.bind(i18n);

describe("the grids' row counts", () => {
  it('group the digits of every number (the grid itself prints "of 12345")', () => {
    const label = displayedRows(t, 'en_US');
    expect(label({ from: 1, to: 5, count: 12_345, estimated: undefined })).toBe('1–5 of 12,345');
    expect(label({ from: 1_001, to: 1_025, count: 1_234_567, estimated: undefined })).toBe('1,001–1,025 of 1,234,567');
    expect(label({ from: 1, to: 5, count: -1, estimated: undefined })).toBe('1–5 of more than 5');
    expect(label({ from: 1, to: 5, count: -1, estimated: 2_000 })).toBe('1–5 of around 2,000');
  });
  it('in the grouping of the language', () => {
    expect(plain(displayedRows(t, 'en_FR')({ from: 1, to: 5, count: 12_345, estimated: undefined }))).toMatch(/^1–5 .* 12 345$/);
  });
});
