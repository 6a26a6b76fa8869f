import { Agent } from 'undici';
import { TEKMETRIC_REQUEST_TIMEOUT_MS } from '@rlo/contract';

// One HTTP exchange with Tekmetric over undici with kept-alive connections. A first sync makes
// tens of thousands of small requests (pages, customer and vehicle lookups), so the cost of each
// is most of a sync's CPU: through fetch each cost three times node:http's (streams, abort
// signals, header objects), and node:http's ClientRequest and header writing cost more than
// undici's request (bench/connector.ts measures it).

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

const agent = new Agent({
  connections: 16,
  keepAliveTimeout: 10_000,
  headersTimeout: TEKMETRIC_REQUEST_TIMEOUT_MS,
  bodyTimeout: TEKMETRIC_REQUEST_TIMEOUT_MS,
});

/** Rejects with an Error whose `cause` carries the network code (ECONNREFUSED, ETIMEDOUT…). */
export async function httpRequest(url: string, call: HttpCall): Promise<HttpAnswer> {
  try {
    const response = await agent.request({ origin: new URL(url).origin, path: pathOf(url), method: call.method, headers: call.headers, body: call.body });
    const body = await response.body.text();
    const status = response.statusCode;
    return {
      status,
      ok: status >= 200 && status < 300,
      header: (name) => {
        const value = response.headers[name.toLowerCase()];
        return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
      },
      text: () => body,
    };
  } catch (cause) {
    throw new Error('Tekmetric request failed', { cause: networkCause(cause) });
  }
}

function pathOf(url: string): string {
  const target = new URL(url);
  return `${target.pathname}${target.search}`;
}

// undici names its timeouts by its own codes; the connector's messages know the network ones.
function networkCause(cause: unknown): unknown {
  const code = (cause as { code?: string } | null)?.code;
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') {
    return Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' });
  }
  return cause;
}
