import { describe, expect, it } from 'vitest';
import { ownerCommentPreview, searchInstant, searchRangeError } from '../utils/preview';

describe('owner comment preview', () => {
  it('keeps a short text whole', () => {
    expect(ownerCommentPreview('Short note.')).toEqual({ text: 'Short note.', cut: false });
  });

  it('cuts about 100 characters at the next space, never inside a word', () => {
    // 98 characters, then the word "wonderful" crosses the 100th.
    const text = `${'a'.repeat(97)} wonderful day ahead`;
    expect(ownerCommentPreview(text)).toEqual({ text: `${'a'.repeat(97)} wonderful…`, cut: true });
  });

  it('keeps a long text without a space after the limit whole', () => {
    const text = `hi ${'b'.repeat(120)}`;
    expect(ownerCommentPreview(text)).toEqual({ text, cut: false });
  });
});

describe('search dates', () => {
  it('sends a day at 05:00 UTC and refuses an end before the start', () => {
    expect(searchInstant('2025-07-14')).toBe('2025-07-14T05:00:00.000Z');
    expect(searchInstant('')).toBeUndefined();
    expect(searchRangeError('2025-07-14', '2025-07-13')).toBe(true);
    expect(searchRangeError('2025-07-14', '2025-07-14')).toBe(false);
    expect(searchRangeError('', '2025-07-13')).toBe(false);
  });
});
