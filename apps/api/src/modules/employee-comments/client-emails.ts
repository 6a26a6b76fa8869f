import { and, count, desc, eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import type { ClientEmailView } from '@rlo/contract';
import type { AppDeps } from '../../deps';

const { clientEmails, locations } = schema;

/** The report e-mails sent to a location, newest first, with their rendered HTML for the preview. */
export async function listClientEmails(
  deps: AppDeps,
  partnerId: number,
  locationId: number,
  page: { page_num: number; page_size: number },
): Promise<{ items: ClientEmailView[]; total: number }> {
  const { db } = deps.database;
  const where = and(eq(clientEmails.partnerId, partnerId), eq(clientEmails.locationId, locationId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ email: clientEmails, locationName: locations.name })
      .from(clientEmails)
      .innerJoin(locations, eq(locations.id, clientEmails.locationId))
      .where(where)
      .orderBy(desc(clientEmails.businessDate), desc(clientEmails.id))
      .limit(page.page_size)
      .offset((page.page_num - 1) * page.page_size),
    db.select({ total: count() }).from(clientEmails).where(where),
  ]);
  return {
    total,
    items: rows.map(({ email, locationName }) => ({
      id: email.id,
      sent: email.sentAt?.toISOString() ?? null,
      business_date: email.businessDate,
      location_name: locationName,
      to_email: email.toEmail,
      kind: email.kind,
      state: email.state,
      last_event: email.lastEvent,
      html: email.html || null,
    })),
  };
}
