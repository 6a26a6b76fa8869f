import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSchema, accountUpdateSchema, errorBodySchema, pathParams, paths } from '@rlo/contract';
import { requireAccountHolder } from '../../lib/access';
import { notFound } from '../../lib/http-error';
import { requireUser, type UserPrincipal } from '../../lib/principal';
import { getAccount, updateAccount } from './account';

const tags = ['account'];

/** An account id in the path must be the session's own partner: any other is "not found" (api.md). */
function ownAccount(principal: UserPrincipal, id: number): void {
  if (id !== principal.partnerId) throw notFound('The account');
}

/** GET /account/{id}; POST /account and /account/{id} (3-operations §7 "Account and users"). */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    paths.partnerAccount,
    { schema: { tags, summary: "The partner's account: business and contact details, card, subscription text, agent download link", params: pathParams(paths.partnerAccount), response: { 200: accountSchema } } },
    async (request) => {
      const user = requireUser(request);
      ownAccount(user, request.params.id);
      return getAccount(deps, user.partnerId);
    },
  );

  // "Account update: error toast unless the answer is empty" (3-operations §8): success is a 204.
  const updateSchema = (summary: string) => ({
    tags,
    summary,
    body: accountUpdateSchema,
    response: { 204: z.null(), 400: errorBodySchema },
  });

  app.post(paths.account, { schema: updateSchema("Updates the signed-in user's account (shop owner or Admin); 204, empty") }, async (request, reply) => {
    const user = requireUser(request);
    requireAccountHolder(user);
    await updateAccount(deps, user, request.body);
    return reply.status(204).send(null);
  });

  app.post(
    paths.partnerAccount,
    { schema: { ...updateSchema('Updates the account by id, which must be your own (shop owner or Admin); 204, empty'), params: pathParams(paths.partnerAccount) } },
    async (request, reply) => {
      const user = requireUser(request);
      ownAccount(user, request.params.id);
      requireAccountHolder(user);
      await updateAccount(deps, user, request.body);
      return reply.status(204).send(null);
    },
  );
};

export default accountRoutes;
