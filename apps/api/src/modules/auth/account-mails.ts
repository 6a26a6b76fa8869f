import { eq } from 'drizzle-orm';
import { schema } from '@rlo/db';
import { INVITE_TOKEN_TTL_MS, RESET_TOKEN_TTL_MS, VERIFY_TOKEN_TTL_MS, type Locale } from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { appLink, inviteMail, resetMail, sendMail, verifyMail, type MailDeps, type MailResult } from '../../mail';
import { issueEmailToken } from './email-tokens';

const { users, partners } = schema;

export type AccountMailDeps = Pick<AppDeps, 'database' | 'config'> & Pick<MailDeps, 'log'>;

async function recipient(deps: AccountMailDeps, userId: number) {
  const [row] = await deps.database.db
    .select({ id: users.id, partnerId: users.partnerId, name: users.name, email: users.email, locale: users.locale, businessName: partners.businessName })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partnerId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error(`No user ${userId} to e-mail`);
  return { ...row, locale: row.locale as Locale };
}

/** The account verification e-mail (sign-up, "send the confirmation email again"). */
export async function sendVerificationMail(deps: AccountMailDeps, userId: number): Promise<MailResult> {
  const user = await recipient(deps, userId);
  const token = await issueEmailToken(deps.database.db, { userId: user.id, partnerId: user.partnerId }, 'verify', VERIFY_TOKEN_TTL_MS);
  const content = verifyMail(user.locale, { name: user.name, link: appLink(deps.config, '/verify', token) });
  return sendMail(deps, { to: user.email, ...content });
}

/** The forgot-password e-mail: a reset link valid one hour. */
export async function sendPasswordResetMail(deps: AccountMailDeps, userId: number): Promise<MailResult> {
  const user = await recipient(deps, userId);
  const token = await issueEmailToken(deps.database.db, { userId: user.id, partnerId: user.partnerId }, 'reset', RESET_TOKEN_TTL_MS);
  const content = resetMail(user.locale, { name: user.name, link: appLink(deps.config, '/reset-password', token) });
  return sendMail(deps, { to: user.email, ...content });
}

/** The invitation of a user added in the users settings: the link opens the reset page to choose a password. */
export async function sendInvitationMail(deps: AccountMailDeps, userId: number): Promise<MailResult> {
  const user = await recipient(deps, userId);
  const token = await issueEmailToken(deps.database.db, { userId: user.id, partnerId: user.partnerId }, 'invite', INVITE_TOKEN_TTL_MS);
  const content = inviteMail(user.locale, { name: user.name, businessName: user.businessName, link: appLink(deps.config, '/reset-password', token) });
  return sendMail(deps, { to: user.email, ...content });
}
