import { and, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { ManagementConnection, ManagementConnectionSave } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { HttpError, notFound } from '../../lib/http-error';
import type { UserPrincipal } from '../../lib/principal';
import { sealSecret } from '../../lib/secrets';
import { requestRun, SHOP_ID } from '../../sync';
import { getManagementConnection } from '../onboarding/management-system';

const { managementConnections, locations, auditLog } = schema;

export const NO_SECRETS_KEY = 'API keys cannot be stored right now: the server has no SECRETS_KEY configured. Please contact support.';

/**
 * Stores the connection of a location's web-based system (one per location). The API key is sealed
 * (lib/secrets.ts); without a new key the stored one stays. The location takes the system too, as
 * onboarding does, so its sync and settings follow the connection.
 */
export async function saveManagementConnection(
  deps: AppDeps,
  // The admin CLI saves as nobody in particular: userId null in the audit log.
  principal: Pick<UserPrincipal, 'partnerId'> & { userId: number | null },
  locationId: number,
  input: ManagementConnectionSave,
): Promise<ManagementConnection> {
  if (input.apiKey && !deps.config.secretsKey) throw new HttpError(503, NO_SECRETS_KEY);
  if (input.shopManagementType === 'TEKMETRIC') checkTekmetricFields(input);
  await deps.database.db.transaction(async (tx) => {
    const [location] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, locationId), eq(locations.partnerId, principal.partnerId)))
      .limit(1);
    if (!location) throw notFound('The location');
    const values = {
      shopManagementType: input.shopManagementType,
      connectionId: input.connectionID,
      authentication: input.authentication,
      ...(input.apiKey ? { apiKeyEncrypted: sealSecret(deps.config, input.apiKey) } : {}),
    };
    await tx
      .insert(managementConnections)
      .values({ partnerId: principal.partnerId, locationId, ...values })
      .onConflictDoUpdate({ target: managementConnections.locationId, set: values });
    await tx.update(locations).set({ shopManagementType: input.shopManagementType }).where(eq(locations.id, locationId));
    await tx.insert(auditLog).values({
      partnerId: principal.partnerId,
      userId: principal.userId,
      action: 'management_connection.save',
      entity: 'location',
      entityId: String(locationId),
      detail: { shopManagementType: input.shopManagementType, apiKeyChanged: Boolean(input.apiKey) },
    });
  });
  const saved = await getManagementConnection(deps, principal.partnerId, locationId);
  if (!saved) throw notFound('The connection');
  // A shop that connects expects its data to start flowing: the first sync (or, after a change of
  // credentials, the next pull) is queued now rather than at the next scheduled pass.
  if (saved.shopManagementType === 'TEKMETRIC' && saved.apiKey) await requestRun(deps, locationId, { requestedBy: principal.userId });
  return saved;
}

/** Tekmetric's slots (see sync/connection.ts): the shop id is a number and the client id is required. */
function checkTekmetricFields(input: ManagementConnectionSave) {
  if (!SHOP_ID.test(input.connectionID)) throw new HttpError(400, 'The Tekmetric shop ID must be a number, as Tekmetric shows it.');
  if (!input.authentication) throw new HttpError(400, 'The Tekmetric client ID is required.');
}
