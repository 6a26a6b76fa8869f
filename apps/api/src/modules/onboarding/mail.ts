import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { SUPPORT_EMAIL, type OnboardingMailRequest } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { sendMail, type MailDeps, type MailResult } from '../../mail';
import { renderMail, type MailContent } from '../../mail/templates/layout';
import { notFound } from '../../lib/http-error';
import type { UserPrincipal } from '../../lib/principal';

const { partners, onboardingMails, auditLog } = schema;

type OnboardingMail = Required<OnboardingMailRequest>;

interface Sender {
  partnerId: number;
  businessName: string;
}

/** The message to the support team, in English: it is read by our staff, not by the shop. */
export function unlistedSystemMail(mail: OnboardingMail, sender: Sender): MailContent {
  return renderMail('en_US', {
    subject: `Onboarding: management system not listed (${mail.managementSystemName}) - ${sender.businessName}`,
    greeting: 'Hello support team,',
    paragraphs: [
      `${mail.name} of ${sender.businessName} (partner ${sender.partnerId}) uses a shop management system that is not listed and asks to be contacted with the next step.`,
      `Management system: ${mail.managementSystemName}`,
      `Email: ${mail.email}`,
      `Phone: ${mail.phone}`,
      `Message: ${mail.message || '(none)'}`,
    ],
    action: { label: `Reply to ${mail.name}`, url: `mailto:${mail.email}` },
    notes: ['The account stays at the first onboarding step until its management system is chosen.'],
  });
}

/**
 * "My system is not listed" (1-foundation §3, §8): keeps the message, then e-mails it to support.
 * The row is kept even when the mail fails, so nothing the shop wrote is lost.
 */
export async function sendOnboardingMail(
  deps: AppDeps & Pick<MailDeps, 'log'>,
  principal: UserPrincipal,
  mail: OnboardingMail,
): Promise<MailResult> {
  const { db } = deps.database;
  const [partner] = await db.select({ businessName: partners.businessName }).from(partners).where(eq(partners.id, principal.partnerId));
  if (!partner) throw notFound('The account');
  const [row] = await db
    .insert(onboardingMails)
    .values({ partnerId: principal.partnerId, ...mail })
    .returning({ id: onboardingMails.id });
  const result = await sendMail(deps, { to: SUPPORT_EMAIL, ...unlistedSystemMail(mail, { partnerId: principal.partnerId, businessName: partner.businessName }) });
  await db.insert(auditLog).values({
    partnerId: principal.partnerId,
    userId: principal.userId,
    action: 'onboarding.mail',
    entity: 'onboarding_mail',
    entityId: String(row.id),
    detail: { sent: result.sent },
  });
  return result;
}
