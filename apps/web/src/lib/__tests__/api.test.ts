import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { ApiError, NETWORK_ERROR_STATUS, api, setUnauthorizedHandler } from '../api';
import { businessNow, recordBusinessNow } from '../businessClock';
import { getSessionExpiresAt, recordSessionExpiry } from '../session';

interface Thing {
  id: number;
}

afterEach(() => {
  setUnauthorizedHandler(null);
  recordSessionExpiry(null);
  recordBusinessNow(new Date().toISOString());
});

describe('api', () => {
  it('calls the partner API with the cookie, the CSRF header and JSON', async () => {
    const fetchMock = mockFetch({ 'POST /things': () => jsonResponse(200, { id: 1, extra: true }) });
    const result = await api<Thing>('/things', { method: 'POST', body: { name: 'x' } });

    // The answer as the server sent it: the server has checked it against the contract.
    expect(result).toEqual({ id: 1, extra: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/partners/api/things');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"name":"x"}' });
    expect(init?.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
  });

  it('sends the CSRF header on reads too, and the query without empty values', async () => {
    const fetchMock = mockFetch({ 'GET /things': () => jsonResponse(200, { id: 2 }) });
    await api<Thing>('/things', { query: { page_num: 1, q: 'a b', skip: undefined, none: null } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/partners/api/things?page_num=1&q=a+b');
    expect(init?.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
    expect(init?.body).toBeUndefined();
  });

  it('marks polls as background requests, and only them', async () => {
    const fetchMock = mockFetch({ 'GET /things': () => jsonResponse(200, { id: 4 }) });
    await api<Thing>('/things', { background: true });
    await api<Thing>('/things');
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ 'x-background-request': '1' });
    expect(fetchMock.mock.calls[1]![1]?.headers).not.toHaveProperty('x-background-request');
  });

  it('resolves without a body for calls that answer 204', async () => {
    mockFetch({ 'POST /auth/logout': () => new Response(null, { status: 204 }) });
    await expect(api('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('resolves without a value for an empty 200', async () => {
    mockFetch({ 'PUT /things': () => new Response('', { status: 200 }) });
    await expect(api('/things', { method: 'PUT' })).resolves.toBeUndefined();
  });

  it('records the latest session expiry header', async () => {
    mockFetch({
      'GET /things': () =>
        jsonResponse(200, { id: 3 }, { 'x-session-expires-at': '2030-01-01T10:00:00.000Z' }),
    });
    await api<Thing>('/things');
    expect(getSessionExpiresAt()).toBe('2030-01-01T10:00:00.000Z');
  });

  it("keeps the server's business clock, so default ranges start from the server's today", async () => {
    mockFetch({
      'GET /things': () => jsonResponse(200, { id: 5 }, { 'x-business-now': '2026-11-18T15:00:00.000Z' }),
    });
    await api<Thing>('/things');
    // The offset is learnt once; the business clock then runs on with the browser's.
    const drift = businessNow().getTime() - Date.parse('2026-11-18T15:00:00.000Z');
    expect(drift).toBeGreaterThanOrEqual(0);
    expect(drift).toBeLessThan(5_000);
  });

  it('turns the error body into an ApiError', async () => {
    const body = {
      status: 400,
      title: '400 - Bad Request',
      message: 'Invalid input',
      errors: [{ path: 'zip', message: 'Too short' }],
    };
    mockFetch({ 'POST /things': () => jsonResponse(400, body) });
    const error = await api('/things', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      title: '400 - Bad Request',
      message: 'Invalid input',
      errors: body.errors,
    });
  });

  it('describes an error without a JSON body from its status', async () => {
    mockFetch({
      'GET /things': () =>
        new Response('<html>Bad gateway</html>', { status: 500, statusText: 'Internal Server Error' }),
    });
    const error = await api('/things').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 500,
      title: '500 - Internal Server Error',
      message: 'An unexpected error has occurred. Please refresh the page and try again.',
      errors: [],
    });
  });

  it('describes a JSON error body of another shape from its status', async () => {
    mockFetch({
      'GET /things': () => jsonResponse(502, { error: 'upstream', errors: [{ field: 'x' }] }),
    });
    const error = await api('/things').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, title: '502 - Error', errors: [] });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api('/things').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: NETWORK_ERROR_STATUS, message: 'Failed to fetch' });
  });

  it.each([401, 403])('hands a %i to the sign-out handler and clears the session expiry', async (status) => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    recordSessionExpiry('2030-01-01T10:00:00.000Z');
    mockFetch({ 'GET /things': () => jsonResponse(status, { status, title: `${status}`, message: 'no' }) });

    await expect(api('/things')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ status }));
    expect(getSessionExpiresAt()).toBeNull();
  });

  it('leaves a 401 to the caller when asked (the login itself)', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch({
      'POST /auth/login': () =>
        jsonResponse(401, { status: 401, title: '401 - Unauthorized', message: 'no' }),
    });
    await expect(api('/auth/login', { method: 'POST', body: {}, authRedirect: false })).rejects.toMatchObject(
      { status: 401 },
    );
    expect(handler).not.toHaveBeenCalled();
  });

  it('does not sign out on other errors', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch({
      'GET /things': () => jsonResponse(404, { status: 404, title: '404 - Not Found', message: 'gone' }),
    });
    await expect(api('/things')).rejects.toMatchObject({ status: 404 });
    expect(handler).not.toHaveBeenCalled();
  });
});
