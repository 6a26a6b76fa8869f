import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pathParams,
  paths,
  errorBodySchema,
  managementConnectionSchema,
  managementSystemQuerySchema,
  messageResponseSchema,
  onboardingMailRequestSchema,
  onboardingQuerySchema,
  sessionUserSchema,
  type OnboardingQuery,
} from '@rlo/contract';
import { requireAccountHolder } from '../../lib/access';
import { HttpError, unauthorized } from '../../lib/http-error';
import { requireUser } from '../../lib/principal';
import { loadSessionUser } from '../auth/user-view';
import { sendOnboardingMail } from './mail';
import { getManagementConnection } from './management-system';
import { chooseManagementSystem } from './service';

const tags = ['onboarding'];
// 1-foundation §4: these calls are what a user in onboarding is held on.
const DURING_ONBOARDING = { allowOnboarding: true } as const;
// Each message e-mails the support team: a few a minute is plenty for a person.
const MAIL_LIMIT = { max: 5, timeWindow: '1 minute' };
const MAIL_SENT = 'Thank You we will contact you with the next step!';
const MAIL_FAILED = 'Your message was saved but could not be e-mailed right now. Please try again later.';

const onboardingSchema = <P extends z.ZodObject>(summary: string, params: P) => ({
  tags,
  summary,
  params,
  querystring: onboardingQuerySchema,
  response: { 200: sessionUserSchema, 400: errorBodySchema },
});

const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  /** Applies the choice and answers the updated user, whose OnboardingStage the web app follows. */
  const choose = async (request: FastifyRequest, query: OnboardingQuery, locationId: number | null) => {
    const user = requireUser(request);
    requireAccountHolder(user);
    await chooseManagementSystem(deps, user, { system: query.shopManagementTypes, locationId, expectedStage: query.onboardingStage });
    const view = await loadSessionUser(deps, user.userId);
    if (!view) throw unauthorized();
    return view;
  };

  // Two paths, one handler: a new partner has no location until it sets one up, and a made-up
  // locationId (0, 'none') would have to be special-cased by the tenancy guard. So "no location
  // yet" is the path without it, and /:locationId is always a real location of the partner (404 otherwise).
  app.post(
    paths.onboarding,
    {
      config: DURING_ONBOARDING,
      schema: onboardingSchema(
        'Onboarding step 1 while the partner has no location yet: a listed system moves MANAGEMENT_SYSTEM to CREDIT_CARD; OTHER keeps the stage',
        pathParams(paths.onboarding),
      ),
    },
    async (request) => choose(request, request.query, null),
  );
  app.post(
    paths.onboardingLocation,
    {
      config: DURING_ONBOARDING,
      schema: onboardingSchema(
        "Onboarding step 1 for a location: the same stage machine, and the system is stored on the location too",
        pathParams(paths.onboardingLocation),
      ),
    },
    async (request) => choose(request, request.query, request.params.locationId),
  );

  app.post(
    paths.onboardingMail,
    {
      config: { ...DURING_ONBOARDING, rateLimit: MAIL_LIMIT },
      schema: {
        tags,
        summary: '"My system is not listed": stores the message and e-mails it to the support team',
        body: onboardingMailRequestSchema,
        response: { 200: messageResponseSchema, 400: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await sendOnboardingMail({ ...deps, log: request.log }, user, request.body);
      if (!result.sent) throw new HttpError(503, MAIL_FAILED);
      return { message: MAIL_SENT };
    },
  );

  app.get(
    paths.managementSystem,
    {
      schema: {
        tags,
        summary: "The connection of a location's management system, API key masked ('••••1234'); null when none is stored",
        querystring: managementSystemQuerySchema,
        response: { 200: managementConnectionSchema.nullable() },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { locationId, shopManagementType } = request.query;
      return getManagementConnection(deps, user.partnerId, locationId, shopManagementType);
    },
  );
};

export default onboardingRoutes;
