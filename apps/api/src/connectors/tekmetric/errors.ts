// What can go wrong talking to Tekmetric, in words for a shop owner. Nothing here is ever given the
// client secret or the access token, so no error message, property or cause can carry them.

export type TekmetricErrorKind =
  'bad_credentials' | 'shop_not_in_scope' | 'unreachable' | 'server' | 'malformed';

export class TekmetricError extends Error {
  readonly kind: TekmetricErrorKind;
  constructor(kind: TekmetricErrorKind, message: string) {
    super(message);
    this.name = 'TekmetricError';
    this.kind = kind;
  }
}

export const REFUSED =
  'Tekmetric refused the client id and secret: check them in Settings > Management System.';
/** The credentials' scope does not include the shop (403, or a scope that lists other shops). */
export function shopNotInScope(shopId: number, shopIds: number[]): TekmetricError {
  const allowed =
    shopIds.length === 0
      ? 'Tekmetric refused access.'
      : `Tekmetric allows shop${shopIds.length > 1 ? 's' : ''} ${shopIds.join(', ')}.`;
  return new TekmetricError('shop_not_in_scope', `These credentials cannot read shop ${shopId}: ${allowed}`);
}

/** The base URL as shown to a shop owner: origin and path, never any user:password part. */
export function where(base: string): string {
  try {
    const url = new URL(base);
    return `${url.origin}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return 'the configured address';
  }
}

export function pathOnly(path: string): string {
  return path.split('?')[0];
}

export function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : (error as { name?: string } | null)?.name;
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the host name was not found';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'the connection was dropped';
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
    case 'TimeoutError':
      return 'no answer in time';
    case 'ERR_INVALID_URL':
      return 'the address is not a valid URL';
    default:
      if (typeof code === 'string' && /CERT|TLS|SSL/.test(code)) return 'its certificate was not accepted';
      return code && code !== 'TypeError' ? `network error ${code}` : 'network error';
  }
}
