import { COACH_COMMENT_PREVIEW_CHARS } from '@rlo/contract';

/** A coach comment's list preview: the first 150 characters, with an ellipsis when cut (2-dashboard §5). */
export function commentPreview(text: string, limit = COACH_COMMENT_PREVIEW_CHARS): { text: string; cut: boolean } {
  const trimmed = text.trim();
  if (trimmed.length <= limit) return { text: trimmed, cut: false };
  return { text: `${trimmed.slice(0, limit).trimEnd()}…`, cut: true };
}
