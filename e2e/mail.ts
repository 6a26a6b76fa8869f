import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Where the e2e server (scripts/e2e-server.mjs, same port as playwright.config.ts) writes its e-mails. */
export const MAIL_DIR = path.join(tmpdir(), `rlo-e2e-${process.env.E2E_PORT ?? '3100'}`, 'mail');

/** The text of an .eml file with its quoted-printable parts decoded (links are split and escaped). */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** An e-mail link's path and the start of its query: the token links, or an alert's figure explained. */
type MailedPage = '/verify' | '/reset-password' | `/alerts?explain=${string}`;

async function newestLink(to: string, page: MailedPage): Promise<string | null> {
  const files = (await readdir(MAIL_DIR).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  const pattern = new RegExp(`https?://[^\\s"<>]+${page.replace(/[?.]/g, '\\$&')}[?&][^\\s"<>]+`);
  // File names start with the time they were written: the newest mail is the last one.
  for (const name of files.reverse()) {
    const text = decodeQuotedPrintable(await readFile(path.join(MAIL_DIR, name), 'utf8'));
    if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(text)) continue;
    // The HTML part escapes the query's ampersands.
    const link = text.match(pattern)?.[0].replace(/&amp;/g, '&');
    if (link) return link;
  }
  return null;
}

/**
 * The path and query of the newest e-mail link to `page` sent to `to`. The link's host is the
 * server's PUBLIC_URL (localhost); the test opens the path on its own base URL, where its cookie is.
 */
export async function mailedLink(to: string, page: MailedPage): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => (link = await newestLink(to, page)), { message: `a ${page} e-mail to ${to}` })
    .not.toBeNull();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}
