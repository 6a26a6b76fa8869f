import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, sessionUserSchema, signUpSchema, paths } from '@rlo/contract';
import { unauthorized } from '../../lib/http-error';
import { setSessionCookie } from '../../plugins/session';
import { sendVerificationMail } from '../auth/account-mails';
import { createSession, endSession } from '../../lib/sessions';
import { loadSessionUser } from '../auth/user-view';
import { createPartnerFromSignUp } from './service';
import { signUpValidationError } from './validation';

const SIGNUP_LIMIT = { max: 5, timeWindow: '1 minute' };

const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    paths.partners,
    {
      config: { public: true, rateLimit: SIGNUP_LIMIT },
      // The handler answers validation errors itself, with the form's i18n keys (see validation.ts).
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Sign up: creates a partner and its unverified owner, signs them in and sends the verification e-mail',
        body: signUpSchema,
        response: { 201: sessionUserSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw signUpValidationError(request.validationError.validation ?? []);
      const { userId } = await createPartnerFromSignUp(app.deps, request.body);
      await sendVerificationMail({ ...app.deps, log: request.log }, userId);
      // Signed in at once, so the new owner lands on /verify and can ask for the e-mail again.
      if (request.principal) await endSession(app.deps, request.principal.sessionId);
      const session = await createSession(app.deps, { userId }, request.headers['user-agent']);
      setSessionCookie(request, reply, session.token, session.cookieExpiresAt);
      reply.header('x-session-expires-at', session.expiresAt.toISOString());
      const view = await loadSessionUser(app.deps, userId);
      if (!view) throw unauthorized();
      return reply.status(201).send(view);
    },
  );
};

export default partnerRoutes;
