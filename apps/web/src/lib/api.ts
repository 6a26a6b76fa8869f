import {
  API_PREFIX,
  BACKGROUND_REQUEST_HEADER,
  BUSINESS_NOW_HEADER,
  CATALOGUE_MESSAGES,
  SESSION_EXPIRES_HEADER,
  statusTitle,
  type ErrorBody,
} from '@rlo/contract';
import { recordBusinessNow } from './businessClock';
import { recordSessionExpiry } from './session';

export type FieldError = NonNullable<ErrorBody['errors']>[number];

/** A failed call: the error body of api.md, or one made up from the status when the body is not JSON. */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly errors: FieldError[];

  constructor(body: { status: number; title: string; message: string; errors?: FieldError[] }) {
    super(body.message);
    this.name = 'ApiError';
    this.status = body.status;
    this.title = body.title;
    this.errors = body.errors ?? [];
  }
}

/** Status of an ApiError that stands for "the server could not be reached". */
export const NETWORK_ERROR_STATUS = 0;

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The app registers what a 401/403 does (clear cache, toast, go to login); lib stays UI-free. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** false for calls whose 401 means something else (login, who-am-I): no global logout. */
  authRedirect?: boolean;
  /** A poll, not the user at work: the server leaves the session's idle expiry where it is. */
  background?: boolean;
}

function buildUrl(path: string, query?: Query): string {
  const url = `${API_PREFIX}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** The URL of an API call, for links the browser follows itself (a CSV download). */
export const apiUrl = buildUrl;

function catalogueMessage(status: number): string | undefined {
  return (CATALOGUE_MESSAGES as Record<number, string>)[status];
}

const isFieldError = (e: unknown): boolean =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as FieldError).path === 'string' &&
  typeof (e as FieldError).message === 'string';

/** The error body of api.md: checked by hand, so that the first script carries no schema library. */
function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { status, title, message, errors } = body as Record<string, unknown>;
  return (
    typeof status === 'number' &&
    typeof title === 'string' &&
    typeof message === 'string' &&
    (errors === undefined || (Array.isArray(errors) && errors.every(isFieldError)))
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy page, an empty body): described from the status below.
  }
  if (isErrorBody(body)) return new ApiError(body);
  return new ApiError({
    status: response.status,
    title: statusTitle(response.status),
    message: catalogueMessage(response.status) ?? response.statusText,
  });
}

/**
 * Calls the API and answers its JSON body as `T`, the contract's type of that call's answer. The
 * server checks every answer against the contract's schema before it sends it (the serializer), so
 * the browser does not check it again: that kept the schema library and every answer's schema in
 * the scripts loaded before the dashboard's first figure, and a second pass over every answer.
 */
export async function api<T = void>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, authRedirect = true, background = false } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (background) headers[BACKGROUND_REQUEST_HEADER] = '1';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({
      status: NETWORK_ERROR_STATUS,
      title: 'Network error',
      message: cause instanceof Error ? cause.message : String(cause),
    });
  }

  recordBusinessNow(response.headers.get(BUSINESS_NOW_HEADER));
  const expiresAt = response.headers.get(SESSION_EXPIRES_HEADER);
  if (expiresAt) recordSessionExpiry(expiresAt, response.headers.get('date'));

  if (!response.ok) {
    const error = await toApiError(response);
    if (authRedirect && (error.status === 401 || error.status === 403)) {
      recordSessionExpiry(null);
      unauthorizedHandler?.(error);
    }
    throw error;
  }
  // No body (204, or an empty 200): nothing to answer.
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
