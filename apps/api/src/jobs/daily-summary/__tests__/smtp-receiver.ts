import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeHeader = (value: string) =>
  value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

const header = (raw: string, name: string) => {
  const match = raw.match(new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'mi'));
  return match ? decodeHeader(match[1].replace(/\n[ \t]/g, ' ')) : '';
};

function part(raw: string, type: 'text/plain' | 'text/html'): string {
  const start = raw.search(new RegExp(`^Content-Type: ${type}`, 'mi'));
  if (start < 0) return '';
  const afterHeaders = raw.indexOf('\n\n', start) + 2;
  const end = raw.indexOf('\n--', afterHeaders);
  return decodeQuotedPrintable(raw.slice(afterHeaders, end < 0 ? undefined : end));
}

/**
 * A real SMTP server on a free local port that keeps what it receives. `failNext(n)` makes the
 * next n messages fail with a temporary error (451), as a mail server that is briefly down.
 */
export async function startSmtpReceiver() {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error('Temporary failure, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8').replace(/\r\n/g, '\n');
        received.push({
          to: header(raw, 'To'),
          subject: header(raw, 'Subject'),
          text: part(raw, 'text/plain'),
          html: part(raw, 'text/html'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (n: number) => {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
