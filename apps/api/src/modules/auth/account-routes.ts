import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  paths,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  SESSION_COOKIE,
  resetPasswordRequestSchema,
  sessionUserSchema,
  verifyRequestSchema,
} from '@rlo/contract';
import { loggableError } from '../../lib/database-errors';
import { unauthorized } from '../../lib/http-error';
import { requireUser } from '../../lib/principal';
import { clearSessionCookie } from '../../plugins/session';
import { sendPasswordResetMail, sendVerificationMail } from './account-mails';
import { findUserIdByEmail, resetPassword, verifyAccount } from './account-service';
import { loadSessionUser } from './user-view';

const FORGOT_LIMIT = { max: 5, timeWindow: '1 minute' };
// Keyed by the signed-in user: each click sends a mail to their own address.
const RECONFIRM_LIMIT = {
  max: 3,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => (request.principal?.kind === 'user' ? `user:${request.principal.userId}` : request.ip),
};

/** The e-mail link flows of api.md: verify, reconfirm, forgot password, reset password. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailDeps = (request: FastifyRequest) => ({ ...app.deps, log: request.log });

  app.post(
    paths.authVerify,
    { config: { public: true }, schema: { tags: ['auth'], body: verifyRequestSchema, response: { 200: sessionUserSchema } } },
    async (request) => {
      const userId = await verifyAccount(app.deps, request.body.token);
      const view = await loadSessionUser(app.deps, userId);
      if (!view) throw unauthorized();
      return view;
    },
  );

  app.post(
    paths.authReconfirm,
    {
      config: { allowUnverified: true, allowOnboarding: true, rateLimit: RECONFIRM_LIMIT },
      schema: { tags: ['auth'], response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.verified) return { message: 'Your account is already verified.' };
      await sendVerificationMail(mailDeps(request), user.userId);
      return { message: 'Confirmation email sent successfully.' };
    },
  );

  app.post(
    paths.authForgotPassword,
    {
      config: { public: true, rateLimit: FORGOT_LIMIT },
      schema: { tags: ['auth'], body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      // The same answer whether or not the address has an account, and in the same time: it must not
      // reveal which do. So the reply waits for the lookup only, which both cases do; issuing the
      // link and sending the mail (an SMTP round trip) happen after it, for a known address only.
      const userId = await findUserIdByEmail(app.deps, request.body.email);
      if (userId) {
        const log = request.log;
        setImmediate(() => {
          sendPasswordResetMail({ ...app.deps, log }, userId).catch((error: unknown) =>
            log.error({ err: loggableError(error) }, 'password reset mail failed'),
          );
        });
      }
      return { message: 'If an account exists for this email address, a password reset link has been sent to it.' };
    },
  );

  app.post(
    paths.authResetPassword,
    {
      config: { public: true },
      schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      await resetPassword(app.deps, request.body.token, request.body.password);
      // Every session of the user has ended; this browser's cookie, if any, goes with them.
      if (request.cookies[SESSION_COOKIE]) clearSessionCookie(reply);
      return { message: 'Password changed successfully.' };
    },
  );
};

export default accountRoutes;
