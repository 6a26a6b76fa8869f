import { and, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { AppDeps } from '../deps';
import { notFound } from '../lib/http-error';
import { hashToken, newToken } from '../lib/tokens';

const { locations } = schema;

/**
 * A new agent token for the location, shown once: only its hash is stored, and issuing one
 * replaces (so revokes) the previous token.
 */
export async function issueAgentToken(
  deps: Pick<AppDeps, 'database'>,
  partnerId: number,
  locationId: number,
): Promise<{ token: string; createdAt: Date }> {
  const token = newToken();
  const createdAt = new Date();
  const updated = await deps.database.db
    .update(locations)
    .set({ agentTokenHash: hashToken(token), agentTokenCreatedAt: createdAt })
    .where(and(eq(locations.id, locationId), eq(locations.partnerId, partnerId)))
    .returning({ id: locations.id });
  if (updated.length === 0) throw notFound('The location');
  return { token, createdAt };
}

/** The location an agent token belongs to, or null for an unknown (or rotated) token. */
export async function locationOfAgentToken(
  deps: Pick<AppDeps, 'database'>,
  token: string,
): Promise<number | null> {
  const [row] = await deps.database.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.agentTokenHash, hashToken(token)))
    .limit(1);
  return row?.id ?? null;
}
