import type { AppConfig } from '../config';

/** A link into the web app carrying a one-time token, e.g. /verify?token=… or /reset-password?token=… */
export function appLink(config: Pick<AppConfig, 'publicUrl'>, page: '/verify' | '/reset-password', token: string): string {
  return `${config.publicUrl.replace(/\/+$/, '')}${page}?token=${encodeURIComponent(token)}`;
}
