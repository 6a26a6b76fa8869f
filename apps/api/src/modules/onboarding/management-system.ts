import { and, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { MASKED_SECRET_PREFIX, type ManagementConnection, type ManagementSystem } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { openSecret } from '../../lib/secrets';

const { managementConnections } = schema;

// Fewer characters than this and showing the last four would give away most of the key.
const SHOWN_FROM_LENGTH = 8;

/** '••••1234': the API key is recognisable on the settings screen but never leaves the server whole. */
export function maskSecret(plain: string | null): string {
  if (!plain || plain.length < SHOWN_FROM_LENGTH) return MASKED_SECRET_PREFIX;
  return `${MASKED_SECRET_PREFIX}${plain.slice(-4)}`;
}

/** The connection of the partner's location (3-operations §3), or null when none is stored (or of another type). */
export async function getManagementConnection(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  type?: ManagementSystem,
): Promise<ManagementConnection | null> {
  const conditions = [eq(managementConnections.partnerId, partnerId), eq(managementConnections.locationId, locationId)];
  if (type) conditions.push(eq(managementConnections.shopManagementType, type));
  const [row] = await deps.database.db
    .select()
    .from(managementConnections)
    .where(and(...conditions))
    .limit(1);
  if (!row) return null;
  return {
    locationId: row.locationId,
    shopManagementType: row.shopManagementType as ManagementSystem,
    connectionID: row.connectionId,
    apiKey: row.apiKeyEncrypted === null ? null : maskSecret(openSecret(deps.config, row.apiKeyEncrypted)),
    authentication: row.authentication,
  };
}
