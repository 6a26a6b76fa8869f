import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, pagingQuery, userListSchema, userSaveSchema, pathParams, paths } from '@rlo/contract';
import { requireAccountHolder } from '../../lib/access';
import { requireUser } from '../../lib/principal';
import { sendInvitationMail, sendVerificationMail } from '../auth/account-mails';
import { createPartnerUser, deletePartnerUser, listUsers, updatePartnerUser, type MailToSend } from './service';

const tags = ['users'];
// "User save: success when no data returns" (3-operations §8): saves and deletes answer 204.
const saved = { 204: z.null(), 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The users tab (3-operations §7 "Account and users"): anyone of the partner reads, shop owners and Admins change. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  /** The user is saved either way; a mail that cannot go now is logged, and "send again" exists on /verify and forgot-password. */
  const mailAfterSave = async (log: FastifyBaseLogger, userId: number, mail: MailToSend) => {
    if (!mail) return;
    const send = mail === 'invite' ? sendInvitationMail : sendVerificationMail;
    const result = await send({ ...deps, log }, userId);
    if (!result.sent) log.warn({ userId, mail }, 'user saved but its e-mail was not sent');
  };

  app.get(
    paths.users,
    {
      schema: {
        tags,
        summary: "The partner's users by name: name, e-mail, role, default location, customer contact, verified",
        querystring: pagingQuery,
        response: { 200: userListSchema },
      },
    },
    async (request) => listUsers(deps, requireUser(request).partnerId, request.query),
  );

  app.post(
    paths.users,
    {
      schema: {
        tags,
        summary: 'Adds a user (shop owner or Admin): unverified, invited by e-mail to choose a password; 204, empty. 409: the e-mail is taken',
        body: userSaveSchema,
        response: saved,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      requireAccountHolder(user);
      const { userId, mail } = await createPartnerUser(deps, user, request.body);
      await mailAfterSave(request.log, userId, mail);
      return reply.status(204).send(null);
    },
  );

  app.post(
    paths.user,
    {
      schema: {
        tags,
        summary:
          "Edits a user of the partner (shop owner or Admin); a new e-mail must be verified again. 400: the last Admin's role, or a Composite Partner's role; 204, empty",
        params: pathParams(paths.user),
        body: userSaveSchema,
        response: saved,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      requireAccountHolder(user);
      const { mail } = await updatePartnerUser(deps, user, request.params.id, request.body);
      await mailAfterSave(request.log, request.params.id, mail);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    paths.user,
    {
      schema: {
        tags,
        summary: 'Deletes a user of the partner (shop owner or Admin). 400: yourself, or the last Admin; 204, empty',
        params: pathParams(paths.user),
        response: { 204: z.null(), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      requireAccountHolder(user);
      await deletePartnerUser(deps, user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default userRoutes;
