import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAGE_NUM_MAX } from '../constants';
import { accountUpdateSchema } from '../settings';
import { bodyDate, idListText, locationScopeParam, NUL_MESSAGE, pagingQuery, queryDate, text, yearMonthParam } from '../params';

const messagesOf = (result: z.ZodSafeParseResult<unknown>) => (result.success ? [] : result.error.issues.map((i) => i.message));

describe('text()', () => {
  const schema = text({ max: 5 });

  it('trims, then bounds the length', () => {
    expect(schema.parse('  abcde  ')).toBe('abcde');
    expect(messagesOf(schema.safeParse('abcdef'))).toEqual(['must have at most 5 characters']);
  });

  it('refuses the NUL character that PostgreSQL text cannot hold, anywhere in the text', () => {
    for (const value of ['\u0000', 'a\u0000', '\u0000b', 'a\u0000b']) expect(messagesOf(schema.safeParse(value))).toEqual([NUL_MESSAGE]);
  });

  it('refuses a NUL even in a text far over the limit (both reasons given)', () => {
    expect(messagesOf(schema.safeParse(`${'x'.repeat(100_000)}\u0000`))).toEqual([NUL_MESSAGE, 'must have at most 5 characters']);
  });

  it('makes a blank text "required" with min 1 and keeps the form\'s own messages', () => {
    const required = text({ min: 1, max: 5, messages: { min: 'Name is required', nul: 'bad' } });
    expect(messagesOf(required.safeParse('   '))).toEqual(['Name is required']);
    expect(messagesOf(required.safeParse('a\u0000'))).toEqual(['bad']);
  });

  it('keeps surrounding spaces when asked (passwords)', () => {
    expect(text({ max: 10, trim: false }).parse(' pw ')).toBe(' pw ');
  });

  it('gives the i18n key of the settings forms for a NUL', () => {
    const result = accountUpdateSchema.shape.address.safeParse('12 Elm\u0000');
    expect(messagesOf(result)).toEqual(['signup.errors.invalidCharacter']);
  });
});

describe('dates', () => {
  it('queryDate accepts the years 1970 to 2100 and nothing beyond', () => {
    expect(queryDate.parse('1970-01-01')).toBe('1970-01-01');
    expect(queryDate.parse('2100-12-31')).toBe('2100-12-31');
    expect(queryDate.parse('2026-03-02T05:00:00.000Z')).toBe('2026-03-02');
    for (const bad of ['9999-12-31', '1969-12-31', '2101-01-01', '0001-01-01', '+275760-09-13T00:00:00Z', '2025-02-30', '2026-03-02\u0000']) {
      expect(queryDate.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('bodyDate takes exactly YYYY-MM-DD of a real day in range', () => {
    expect(bodyDate().parse('2026-02-28')).toBe('2026-02-28');
    for (const bad of ['2026-02-29', '9999-12-31', '2026-3-1', '2026-03-01T00:00:00Z']) expect(bodyDate().safeParse(bad).success, bad).toBe(false);
  });

  it('yearMonthParam keeps to the same years', () => {
    expect(yearMonthParam.safeParse('2026-03').success).toBe(true);
    expect(yearMonthParam.safeParse('9999-12').success).toBe(false);
  });
});

describe('numbers of a query', () => {
  it('bounds the page number so an offset never overflows', () => {
    expect(pagingQuery.parse({ page_num: String(PAGE_NUM_MAX) }).page_num).toBe(PAGE_NUM_MAX);
    expect(pagingQuery.safeParse({ page_num: String(PAGE_NUM_MAX + 1) }).success).toBe(false);
    expect(pagingQuery.safeParse({ page_num: '1e300' }).success).toBe(false);
  });

  it('reads a location scope as "all" or an id that fits an int4', () => {
    expect(locationScopeParam.parse('all')).toBe('all');
    expect(locationScopeParam.parse('13')).toBe(13);
    for (const bad of ['2147483648', '0', '-1', '1.5', '13.0', '%00']) expect(locationScopeParam.safeParse(bad).success, bad).toBe(false);
  });

  it('reads comma-separated ids, each an id, within the count bounds', () => {
    const list = idListText('bad list', { min: 2, max: 3 });
    expect(list.parse('3, 5,3')).toEqual([3, 5]);
    for (const bad of ['3', '1,2,3,4', '1,2147483648', '1,,2', '1,x', '']) expect(messagesOf(list.safeParse(bad)), bad).toEqual(['bad list']);
  });
});
