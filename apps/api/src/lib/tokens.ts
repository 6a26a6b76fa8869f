import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a cookie, an e-mail link or an agent; only its hash is ever stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
