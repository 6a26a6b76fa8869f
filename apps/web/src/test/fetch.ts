import { vi } from 'vitest';

export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

/**
 * Replaces fetch with a table of "METHOD /path" → handler (the path without /partners/api and
 * without the query). Unknown calls answer 404 so that a test sees them fail.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/partners\/api/, '');
    const handler = handlers[`${init?.method ?? 'GET'} ${path}`];
    if (!handler)
      return jsonResponse(404, { status: 404, title: '404 - Not Found', message: `No mock for ${path}` });
    return handler(init, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
