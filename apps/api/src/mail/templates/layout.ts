import type { Locale } from '@rlo/contract';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

/** A paragraph, or a paragraph followed by a link of its own. */
export type MailParagraph = string | { text: string; link: { label: string; url: string } };

/** What a template says; the layout turns it into the HTML and plain-text parts. */
export interface MailBody {
  subject: string;
  greeting: string;
  paragraphs: MailParagraph[];
  action: { label: string; url: string };
  notes: string[];
}

const COMMON: Record<Locale, { fallback: string; signature: string; lang: string }> = {
  en_US: { fallback: 'If the button does not work, copy this link into your browser:', signature: 'The RLO Training team', lang: 'en' },
  en_FR: { fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :', signature: "L'équipe RLO Training", lang: 'fr' },
  en_ES: { fallback: 'Si el botón no funciona, copie este enlace en su navegador:', signature: 'El equipo de RLO Training', lang: 'es' },
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const paragraph = (p: MailParagraph) =>
  typeof p === 'string'
    ? `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`
    : `<p style="margin:0 0 16px">${escapeHtml(p.text)} <a href="${escapeHtml(p.link.url)}">${escapeHtml(p.link.label)}</a></p>`;

const plain = (p: MailParagraph) => (typeof p === 'string' ? [p] : [p.text, `${p.link.label}: ${p.link.url}`]);

export function renderMail(locale: Locale, body: MailBody): MailContent {
  const common = COMMON[locale];
  const url = escapeHtml(body.action.url);
  const html = `<!doctype html>
<html lang="${common.lang}">
<head><meta charset="utf-8"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
${paragraph(body.greeting)}
${body.paragraphs.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="background:#1565c0;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(body.action.label)}</a></p>
${body.notes.map(paragraph).join('\n')}
<p style="margin:0 0 16px;font-size:13px;color:#52606d">${escapeHtml(common.fallback)}<br><a href="${url}">${url}</a></p>
<p style="margin:0">${escapeHtml(common.signature)}</p>
</div>
</body>
</html>`;
  const text = [body.greeting, '', ...body.paragraphs.flatMap((p) => [...plain(p), '']), `${body.action.label}: ${body.action.url}`, '', ...body.notes.flatMap((n) => [n, '']), common.signature, ''].join('\n');
  return { subject: body.subject, html, text };
}
