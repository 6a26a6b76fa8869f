import { and, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { AppDeps } from '../deps';
import { openSecret } from '../lib/secrets';

const { managementConnections } = schema;

export interface TekmetricCredentials {
  clientId: string;
  clientSecret: string;
  shopId: number;
}

/**
 * A Tekmetric connection stores its fields in the spec's three slots (3-operations §3, labelled on
 * the Management System tab): connectionID = the shop id, apiKey = the client secret (sealed),
 * authentication = the client id.
 */
export const SHOP_ID = /^[1-9]\d{0,9}$/;

export type CredentialsOutcome =
  | { ok: true; credentials: TekmetricCredentials }
  | { ok: false; message: string };

export function tekmetricCredentialsOf(
  row: { connectionId: string | null; authentication: string | null; secret: string | null },
): CredentialsOutcome {
  const shopId = row.connectionId?.trim() ?? '';
  if (!SHOP_ID.test(shopId) || Number(shopId) > 2_147_483_647)
    return { ok: false, message: 'The Tekmetric shop ID must be a number, as Tekmetric shows it.' };
  if (!row.authentication?.trim()) return { ok: false, message: 'The Tekmetric client ID is missing.' };
  if (!row.secret) return { ok: false, message: 'The Tekmetric client secret is missing or can no longer be read: enter it again.' };
  return { ok: true, credentials: { shopId: Number(shopId), clientId: row.authentication.trim(), clientSecret: row.secret } };
}

/** The stored Tekmetric credentials of a location (partner-scoped), or why they cannot be used. */
export async function storedTekmetricCredentials(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
): Promise<CredentialsOutcome> {
  const [row] = await deps.database.db
    .select()
    .from(managementConnections)
    .where(
      and(
        eq(managementConnections.partnerId, partnerId),
        eq(managementConnections.locationId, locationId),
        eq(managementConnections.shopManagementType, 'TEKMETRIC'),
      ),
    );
  if (!row) return { ok: false, message: 'The location has no Tekmetric connection: add it in Settings > Management System.' };
  return tekmetricCredentialsOf({
    connectionId: row.connectionId,
    authentication: row.authentication,
    secret: row.apiKeyEncrypted ? openSecret(deps.config, row.apiKeyEncrypted) : null,
  });
}
