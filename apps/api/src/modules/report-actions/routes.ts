import { requestRun } from '../../sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  messageResponseSchema,
  pathParams,
  paths,
  resendDailyEmailQuery,
  resyncQuery,
  subscriptionInfoSchema,
  syncYearQuery,
  syncYearSchema,
} from '@rlo/contract';
import { forbidden, HttpError } from '../../lib/http-error';
import { userLocale } from '../../lib/locale';
import { requireUser } from '../../lib/principal';
import { resendDailySummary } from '../../jobs/daily-summary/scheduler';
import {
  RESEND_EVENT_KIND,
  resendUses,
  RESYNC_MESSAGE,
  resyncUses,
  runLocked,
  subscriptionInfo,
  syncYear,
  usDate,
  usDateTime,
  type LockedOutcome,
} from './service';

const tags = ['report actions'];

/**
 * re_sync and re-send-daily-email are GETs in the spec but change state (and the resend sends the
 * shop's figures to the address given), so a link on another site must not trigger them: like the
 * POSTs, they require the X-Requested-With header that the web client sends with every call.
 */
async function requireXhr(request: FastifyRequest) {
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
    throw forbidden('Missing X-Requested-With: XMLHttpRequest header (cross-site request guard).');
  }
}

function refuseWhileLocked(reply: FastifyReply, outcome: LockedOutcome, what: string): void {
  if (outcome.done) return;
  const seconds = Math.max(1, Math.ceil((outcome.unlocksAt.getTime() - Date.now()) / 1000));
  reply.header('retry-after', String(seconds));
  throw new HttpError(
    429,
    `${what} was already requested for this location in the last 48 hours. ` +
      `It can be requested again after ${usDateTime(outcome.unlocksAt, outcome.timeZone)} (${outcome.timeZone}).`,
  );
}

/** Subscription info, sync start year, data resync and daily e-mail resend (2-dashboard §7, §9). */
const reportActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    paths.subscriptionInfo,
    {
      schema: {
        tags,
        summary:
          "The account's subscription status and each location's subscriptions (disabled locations left out)",
        params: pathParams(paths.subscriptionInfo),
        response: { 200: subscriptionInfoSchema },
      },
    },
    async (request) => subscriptionInfo(deps, requireUser(request)),
  );

  app.get(
    paths.syncYear,
    {
      schema: {
        tags,
        summary: 'The year from which the location syncs its data (default 2015)',
        querystring: syncYearQuery,
        response: { 200: syncYearSchema },
      },
    },
    async (request) => syncYear(deps, requireUser(request).partnerId, request.query.locationId),
  );

  app.get(
    paths.resync,
    {
      config: { locationParams: ['id'] },
      onRequest: requireXhr,
      // A HEAD must never record anything.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary:
          'Asks for the data of the location to be synced again from a date; once per 48 hours per location',
        params: pathParams(paths.resync),
        querystring: resyncQuery,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { date, message } = request.query;
      const outcome = await runLocked(deps, user.partnerId, request.params.id, {
        uses: resyncUses,
        event: {
          kind: 'resync',
          message: message || `Resync requested from ${date}`,
          detail: { date, message: message ?? null, requested_by: user.userId },
        },
      });
      refuseWhileLocked(reply, outcome, 'A data resync');
      // A location with a connector re-pulls from the date by itself; others keep the recorded request.
      await requestRun(deps, request.params.id, { from: date, requestedBy: user.userId });
      return { message: RESYNC_MESSAGE };
    },
  );

  app.get(
    paths.resendDailyEmail,
    {
      onRequest: requireXhr,
      // A HEAD must never record anything.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary:
          "Asks for a day's daily summary e-mail to be sent again to an address; once per 48 hours per location",
        description:
          'Records the request (location_events, kind log, detail.kind resend_daily_email), re-renders that day\'s summary for the address in its user\'s language (else the requester\'s) and sends it through the daily e-mail queue (retried). ' +
          'date is YYYY-MM-DD or YYYY/MM/DD; email is URL-encoded.',
        querystring: resendDailyEmailQuery,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { locationId, date, email } = request.query;
      const outcome = await runLocked(deps, user.partnerId, locationId, {
        uses: resendUses,
        event: {
          kind: 'log',
          message: `Daily summary e-mail for ${date} requested to ${email}`,
          detail: { kind: RESEND_EVENT_KIND, date, email, requested_by: user.userId },
        },
      });
      refuseWhileLocked(reply, outcome, 'A daily summary e-mail');
      await resendDailySummary(deps, request.log, { partnerId: user.partnerId, locationId, date, email, requesterLocale: await userLocale(deps, user.userId) });
      return { message: `Daily summary email for ${usDate(date)} set successfully` };
    },
  );
};

export default reportActionRoutes;
