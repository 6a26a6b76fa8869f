// The catalogue of 1-foundation §8: one place for titles and messages (the body's schema is in
// error-body.ts, apart, so that the web's first script takes these without zod).

export const STATUS_TITLES: Record<number, string> = {
  400: '400 - Bad Request',
  401: '401 - Unauthorized',
  403: '403 - Forbidden',
  404: '404 - Not Found',
  405: '405 - Method Not Allowed',
  409: '409 - Conflict',
  413: '413 - Payload Too Large',
  414: '414 - URI Too Long',
  415: '415 - Unsupported Media Type',
  429: '429 - Too Many Requests',
  473: '473 - Card Declined',
  500: '500 - Internal Server Error',
  503: '503 - Service Unavailable',
};

export const CATALOGUE_MESSAGES = {
  401: 'Access is denied due to invalid credentials.',
  403: 'Do not have permission.',
  409: 'The email address provided is already associated with another partner account.',
  500: 'An unexpected error has occurred. Please refresh the page and try again.',
} as const;

export function statusTitle(status: number): string {
  return STATUS_TITLES[status] ?? `${status} - Error`;
}
