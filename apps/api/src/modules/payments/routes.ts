import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pathParams,
  paths,
  billingEntryListSchema,
  errorBodySchema,
  pagingQuery,
  paymentInfoRequestSchema,
  paymentInfoSchema,
} from '@rlo/contract';
import { requireAccountHolder } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import { requireUser } from '../../lib/principal';
import { paymentProviderFor } from '../../payments';
import { listBillingEntries, paymentInfo, removePaymentMethod, savePaymentMethod } from './service';

const tags = ['payments'];
const BILLING_IS_READ_ONLY =
  'Billing entries are written by the billing process when a charge is made; they cannot be posted. Use GET to read the billing history.';

/** Card on file and billing history (1-foundation §7 "Onboarding and payment", 3-operations §7). */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const provider = paymentProviderFor(deps.config);

  app.get(
    paths.paymentInfo,
    {
      schema: {
        tags,
        summary: 'The card on file (type, last four, expiry), or nulls when there is none',
        params: pathParams(paths.paymentInfo),
        response: { 200: paymentInfoSchema },
      },
    },
    async (request) => paymentInfo(deps, provider, requireUser(request).partnerId),
  );

  app.post(
    paths.paymentInfo,
    {
      // Step 2 of onboarding saves the card: the user is still held there.
      config: { allowOnboarding: true },
      schema: {
        tags,
        summary:
          'Saves the card from its provider token (never the card itself); the account becomes Active and onboarding CREDIT_CARD moves to FINISH. 473: declined, with the provider message',
        params: pathParams(paths.paymentInfo),
        body: paymentInfoRequestSchema,
        response: { 200: paymentInfoSchema, 400: errorBodySchema, 473: errorBodySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      requireAccountHolder(user);
      return savePaymentMethod(deps, provider, user, request.body.token);
    },
  );

  app.post(
    paths.deletePaymentInfo,
    {
      schema: { tags, summary: 'Removes the card on file', response: { 200: paymentInfoSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      requireAccountHolder(user);
      return removePaymentMethod(deps, provider, user);
    },
  );

  app.get(
    paths.payments,
    {
      schema: {
        tags,
        summary: 'The billing history, newest first: date, invoice reference, description, amount in cents',
        params: pathParams(paths.payments),
        querystring: pagingQuery,
        response: { 200: billingEntryListSchema },
      },
    },
    async (request) => listBillingEntries(deps, requireUser(request).partnerId, request.query),
  );

  // The spec lists POST next to GET but no user action posts a payment in this product: charges
  // come from the billing process. The path answers 405 with the reason rather than a bare 404.
  app.post(
    paths.payments,
    { schema: { tags, summary: 'Not a user action: answers 405 (billing entries are written by the billing process)', params: pathParams(paths.payments), response: { 405: errorBodySchema } } },
    async (_request, reply) => {
      reply.header('allow', 'GET');
      throw new HttpError(405, BILLING_IS_READ_ONLY);
    },
  );
};

export default paymentRoutes;
