import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';

// Secrets at rest (management-system API keys): AES-256-GCM under SECRETS_KEY, stored as
// "v1:<iv>:<tag>:<ciphertext>" in base64url. The key is hashed to 32 bytes, so any passphrase works.

const VERSION = 'v1';
const keyOf = (secretsKey: string) => createHash('sha256').update(secretsKey, 'utf8').digest();

/** Encrypts a secret for storage; refuses without SECRETS_KEY rather than storing it in clear. */
export function sealSecret(config: Pick<AppConfig, 'secretsKey'>, plain: string): string {
  if (!config.secretsKey) throw new Error('SECRETS_KEY is not set: secrets cannot be stored.');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config.secretsKey), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join(':');
}

/** The stored secret in clear, or null when it cannot be read (no or another SECRETS_KEY, damaged value). */
export function openSecret(config: Pick<AppConfig, 'secretsKey'>, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split(':');
  if (!config.secretsKey || version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(config.secretsKey), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
