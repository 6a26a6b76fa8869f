import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { mailDir } from '../mail';

export interface WrittenMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first link into the web app, from the plain-text part. */
  link: string | null;
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

// Encoded words in headers (RFC 2047), as nodemailer writes a non-ASCII subject.
const decodeHeader = (value: string) =>
  value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

function header(raw: string, name: string): string {
  const match = raw.match(new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'mi'));
  return match ? decodeHeader(match[1].replace(/\n[ \t]/g, ' ')) : '';
}

function part(raw: string, type: 'text/plain' | 'text/html'): string {
  const start = raw.search(new RegExp(`^Content-Type: ${type}`, 'mi'));
  if (start < 0) return '';
  const afterHeaders = raw.indexOf('\n\n', start) + 2;
  const end = raw.indexOf('\n--', afterHeaders);
  return decodeQuotedPrintable(raw.slice(afterHeaders, end < 0 ? undefined : end));
}

/** Reads the .eml files the app wrote (no SMTP in tests), oldest first. */
export function readMails(config: Pick<AppConfig, 'dataDir'>): WrittenMail[] {
  const dir = mailDir(config);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const file = path.join(dir, f);
      const raw = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
      const text = part(raw, 'text/plain');
      return { file, to: header(raw, 'To'), subject: header(raw, 'Subject'), text, html: part(raw, 'text/html'), link: text.match(/https?:\/\/\S+/)?.[0] ?? null };
    });
}

/** The mails sent to one address, oldest first. */
export const mailsTo = (config: Pick<AppConfig, 'dataDir'>, address: string) =>
  readMails(config).filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));

/** The token of a link such as http://portal.test/verify?token=… */
export const tokenOf = (link: string | null) => (link ? new URL(link).searchParams.get('token') : null);
