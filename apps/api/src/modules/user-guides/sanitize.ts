import sanitizeHtml from 'sanitize-html';

// Guide HTML goes out through an allow-list: text structure and links only, never scripts,
// styles, event handlers or embedded content, whatever ends up in the table.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'code', 'br', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export const sanitizeGuideHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

/** The text of the guide's first paragraph (what it is about), without markup: the list's summary. */
export function firstParagraph(html: string): string {
  const first = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html);
  const text = sanitizeHtml(first ? first[1] : '', { allowedTags: [], allowedAttributes: {} });
  // Entities back to characters: the summary is shown as text, never as HTML.
  return text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/\s+/g, ' ').trim();
}
