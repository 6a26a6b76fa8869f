import http from 'node:http';
import https from 'node:https';
import { TEKMETRIC_REQUEST_TIMEOUT_MS } from '@rlo/contract';

// One HTTP exchange with Tekmetric over node:http(s) with kept-alive sockets. A first sync makes
// tens of thousands of small requests (pages, customer and vehicle lookups); through fetch each
// cost three times the CPU (streams, abort signals, header objects), the largest share of a sync.

export interface HttpAnswer {
  status: number;
  ok: boolean;
  header(name: string): string | null;
  text(): string;
}

export interface HttpCall {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 16 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 16 }),
};

/** Rejects with an Error whose `cause` carries the network code (ECONNREFUSED, ETIMEDOUT…). */
export function httpRequest(url: string, call: HttpCall): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const failed = (cause: unknown) => reject(new Error('Tekmetric request failed', { cause }));
    const request = (secure ? https : http).request(
      target,
      { method: call.method, headers: call.headers, agent: agents[secure ? 'https:' : 'http:'], timeout: TEKMETRIC_REQUEST_TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', failed);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            status,
            ok: status >= 200 && status < 300,
            header: (name) => {
              const value = response.headers[name.toLowerCase()];
              return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
            },
            text: () => body,
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    request.on('error', failed);
    request.end(call.body);
  });
}
