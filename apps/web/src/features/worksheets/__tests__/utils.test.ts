import { describe, expect, it } from 'vitest';
import { moveField } from '../utils/layout';
import { formatValue, parseInput, toInput } from '../utils/values';

const layout = [
  { name: 'Sales', field_ids: [1, 2, 3] },
  { name: 'Expenses', field_ids: [10] },
  { name: 'Goals', field_ids: [] },
];

describe('moveField', () => {
  it('moves a field before the field it is dropped on in another category', () => {
    expect(moveField(layout, 'field-2', 'field-10')).toEqual([
      { name: 'Sales', field_ids: [1, 3] },
      { name: 'Expenses', field_ids: [2, 10] },
      { name: 'Goals', field_ids: [] },
    ]);
  });

  it('moves a field to the end of a category dropped on itself, empty ones included', () => {
    expect(moveField(layout, 'field-10', 'category-2')[2]).toEqual({ name: 'Goals', field_ids: [10] });
    expect(moveField(layout, 'field-10', 'category-2')[1]).toEqual({ name: 'Expenses', field_ids: [] });
  });

  it('reorders within a category like an array move', () => {
    expect(moveField(layout, 'field-1', 'field-3')[0].field_ids).toEqual([2, 3, 1]);
    expect(moveField(layout, 'field-3', 'field-1')[0].field_ids).toEqual([3, 1, 2]);
    expect(moveField(layout, 'field-2', 'field-3')[0].field_ids).toEqual([1, 3, 2]);
  });

  it('leaves the layout alone when dropped on itself or nowhere known', () => {
    expect(moveField(layout, 'field-1', 'field-1')).toBe(layout);
    expect(moveField(layout, 'field-99', 'category-0')).toBe(layout);
  });
});

describe('worksheet values', () => {
  it('reads dollars, hours and percent as cents, seconds and points', () => {
    expect(parseInput('currency', '1,234.5')).toEqual({ ok: false, error: 'number' }); // one decimal mark only
    expect(parseInput('currency', '1234.56')).toEqual({ ok: true, value: 123_456 });
    expect(parseInput('currency', '$ 12,5')).toEqual({ ok: true, value: 1250 }); // comma as the decimal mark
    expect(parseInput('hours', '1.5')).toEqual({ ok: true, value: 5400 });
    expect(parseInput('percent', '48.5%')).toEqual({ ok: true, value: 48.5 });
    expect(parseInput('number', '-3')).toEqual({ ok: true, value: -3 });
    expect(parseInput('number', '')).toEqual({ ok: true, value: null });
    expect(parseInput('number', 'twelve')).toEqual({ ok: false, error: 'number' });
    expect(parseInput('currency', '99999999999')).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseInput('text', '  note ')).toEqual({ ok: true, value: 'note' });
    expect(parseInput('text', 'x'.repeat(1001))).toEqual({ ok: false, error: 'tooLong' });
  });

  it('gives inputs back in the units typed', () => {
    expect(toInput('currency', 123_456)).toBe('1234.56');
    expect(toInput('hours', 5400)).toBe('1.5');
    expect(toInput('number', null)).toBe('');
  });

  it('formats each type', () => {
    expect(formatValue('currency', 118_500, 'en_US')).toBe('$1,185.00');
    expect(formatValue('hours', 12_600, 'en_US')).toBe('3.50');
    expect(formatValue('percent', 48.7763713, 'en_US')).toBe('48.78%');
    expect(formatValue('number', 3, 'en_US')).toBe('3');
    expect(formatValue('number', null, 'en_US')).toBe('—');
  });
});
