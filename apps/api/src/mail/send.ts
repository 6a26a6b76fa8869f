import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailDeps {
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>;
  log: FastifyBaseLogger;
}

export type MailResult = { sent: true; file?: string } | { sent: false };

const LINK = /https?:\/\/[^\s<>"]+/g;

/** The folder of the .eml files written when no SMTP server is configured. */
export const mailDir = (config: Pick<AppConfig, 'dataDir'>) => path.join(config.dataDir, 'mail');

/**
 * Sends one message over SMTP_URL or, without it, writes it as an .eml file under DATA_DIR/mail and
 * logs its links (the only place a link token is ever logged: a local set-up without mail).
 * It never throws: a mail failure is logged and the caller's request still succeeds.
 */
export async function sendMail(deps: MailDeps, message: MailMessage): Promise<MailResult> {
  const { config, log } = deps;
  const envelope = { from: config.mailFrom, ...message, textEncoding: 'quoted-printable' as const };
  try {
    if (config.smtpUrl) {
      const info = await nodemailer.createTransport(config.smtpUrl).sendMail(envelope);
      log.info({ messageId: info.messageId, subject: message.subject }, 'mail sent');
      return { sent: true };
    }
    const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(envelope);
    const dir = mailDir(config);
    await mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer);
    log.info({ to: message.to, subject: message.subject, file, links: message.text.match(LINK) ?? [] }, 'mail written to file (no SMTP_URL)');
    return { sent: true, file };
  } catch (error) {
    log.error({ err: error, subject: message.subject }, 'mail could not be sent');
    return { sent: false };
  }
}
