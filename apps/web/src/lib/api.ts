import {
  API_PREFIX,
  BACKGROUND_REQUEST_HEADER,
  BUSINESS_NOW_HEADER,
  CATALOGUE_MESSAGES,
  SESSION_EXPIRES_HEADER,
  errorBodySchema,
  statusTitle,
  type ErrorBody,
} from '@rlo/contract';
import type { z } from 'zod';
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

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy page, an empty body): described from the status below.
  }
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) return new ApiError(parsed.data);
  return new ApiError({
    status: response.status,
    title: statusTitle(response.status),
    message: catalogueMessage(response.status) ?? response.statusText,
  });
}

export function api<T>(path: string, options: RequestOptions & { schema: z.ZodType<T> }): Promise<T>;
export function api(path: string, options?: RequestOptions): Promise<void>;
export async function api<T>(
  path: string,
  options: RequestOptions & { schema?: z.ZodType<T> } = {},
): Promise<T | void> {
  const { method = 'GET', body, query, signal, authRedirect = true, background = false, schema } = options;
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
  if (!schema) return;
  return schema.parse(await response.json());
}
