import { OWNER_COMMENT_PREVIEW_CHARS } from '@rlo/contract';
import { searchDate } from '@/lib/dates';

/**
 * An owner comment's preview (2-dashboard §5): the text up to about 100 characters, cut at the
 * next space so no word is broken; `cut` says whether anything was left out (Read More).
 */
export function ownerCommentPreview(
  text: string,
  limit = OWNER_COMMENT_PREVIEW_CHARS,
): { text: string; cut: boolean } {
  if (text.length <= limit) return { text, cut: false };
  const space = text.indexOf(' ', limit);
  if (space < 0) return { text, cut: false };
  return { text: `${text.slice(0, space).trimEnd()}…`, cut: true };
}

/** A 'YYYY-MM-DD' day as the instant the client sends for searches: 05:00 UTC that day (2-dashboard §9). */
export function searchInstant(day: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return searchDate(day);
}

/** 'Start date should be less than end date' when the end is before the start (2-dashboard §5). */
export function searchRangeError(start: string, end: string): boolean {
  return start !== '' && end !== '' && end < start;
}
