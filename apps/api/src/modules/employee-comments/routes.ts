import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  pathParams,
  paths,
  clientEmailSchema,
  clientEmailsQuery,
  EMPLOYEE_LIST_PATHS,
  EMPLOYEE_ROLES,
  employeeHiddenSchema,
  employeeListQuery,
  employeeRowSchema,
  ownerCommentReadSchema,
  ownerCommentListQuery,
  ownerCommentSaveBody,
  ownerCommentSaveQuery,
  ownerCommentSchema,
  pageOf,
  updateEmployeeBody,
  updateEmployeeQuery,
} from '@rlo/contract';
import type { AppDeps } from '../../deps';
import { requireShopOwner, requireSubscription } from '../../lib/access';
import { forbidden } from '../../lib/http-error';
import { requireUser } from '../../lib/principal';
import { listClientEmails } from './client-emails';
import { employeeList, setEmployeeHidden } from './employees';
import {
  deleteOwnerComment,
  listOwnerComments,
  markOwnerCommentRead,
  ownerCommentLocation,
  saveOwnerComment,
} from './owner-comments';

const tags = ['employees and owner comments'];

/** Every call here needs the location's rlo_daily_email subscription (1-foundation §6). */
async function dailyEmailUser(deps: AppDeps, request: FastifyRequest, locationId: number) {
  const user = requireUser(request);
  await requireSubscription(deps, user, locationId, 'rlo_daily_email');
  return user;
}

/** Advisors and technicians, owner comments and client e-mails (2-dashboard §7 "Employees and owner comments"). */
const employeeCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  for (const role of EMPLOYEE_ROLES) {
    const path = EMPLOYEE_LIST_PATHS[role];
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `The location's ${role}s with their figures from "from" (default two months back) to today; hidden ones included`,
          params: pathParams(path),
          querystring: employeeListQuery,
          response: { 200: z.array(employeeRowSchema) },
        },
      },
      async (request) => {
        const user = await dailyEmailUser(deps, request, request.query.location_id);
        return employeeList(deps, user.partnerId, request.query.location_id, role, request.query.from);
      },
    );
  }

  app.post(
    paths.updateEmployee,
    {
      schema: {
        tags,
        summary: 'Hides or shows an advisor or technician in the lists and charts (shop owners only)',
        params: pathParams(paths.updateEmployee),
        querystring: updateEmployeeQuery,
        body: updateEmployeeBody,
        response: { 200: employeeHiddenSchema },
      },
    },
    async (request) => {
      const user = await dailyEmailUser(deps, request, request.query.location_id);
      // Hiding changes the owner's charts for everyone: an owner decision, like the owner comments.
      requireShopOwner(user);
      return setEmployeeHidden(
        deps,
        user.partnerId,
        request.query.location_id,
        request.body.id,
        request.body.hide,
      );
    },
  );

  app.post(
    paths.saveOwnerComment,
    {
      schema: {
        tags,
        summary: "Saves a shop owner's comment for one or more employees (at least one)",
        querystring: ownerCommentSaveQuery,
        body: ownerCommentSaveBody,
        response: { 201: ownerCommentSchema },
      },
    },
    async (request, reply) => {
      const user = await dailyEmailUser(deps, request, request.query.locationId);
      requireShopOwner(user);
      const saved = await saveOwnerComment(deps, user, request.query.locationId, request.body);
      return reply.code(201).send(saved);
    },
  );

  app.get(
    paths.ownerComments,
    {
      schema: {
        tags,
        summary:
          "One page of a location's owner comments, newest first (a full page means there may be more)",
        description:
          'startDate and endDate are days of the location; searchText matches the title, the text or an employee name.',
        querystring: ownerCommentListQuery,
        response: { 200: z.array(ownerCommentSchema) },
      },
    },
    async (request) => {
      const { locationId, ...filter } = request.query;
      const user = await dailyEmailUser(deps, request, locationId);
      return listOwnerComments(deps, user.partnerId, locationId, filter);
    },
  );

  app.delete(
    paths.deleteOwnerComment,
    {
      schema: {
        tags,
        summary: 'Deletes an owner comment (shop owners only)',
        params: pathParams(paths.deleteOwnerComment),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      requireShopOwner(user);
      await dailyEmailUser(deps, request, await ownerCommentLocation(deps, user, request.params.id));
      await deleteOwnerComment(deps, user.partnerId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    paths.readOwnerComment,
    {
      schema: {
        tags,
        summary: 'Marks an owner comment read (by a viewer who is not a shop owner)',
        params: pathParams(paths.readOwnerComment),
        response: { 200: ownerCommentReadSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await dailyEmailUser(deps, request, await ownerCommentLocation(deps, user, request.params.id));
      // The owner wrote it: only the employees' side marks it read (2-dashboard §4).
      if (user.isShopOwner) throw forbidden('A shop owner does not mark owner comments read.');
      return markOwnerCommentRead(deps, user.partnerId, request.params.id);
    },
  );

  app.get(
    paths.clientEmails,
    {
      schema: {
        tags,
        summary:
          'The report e-mails sent to a location (client emails), newest first, with their rendered HTML',
        params: pathParams(paths.clientEmails),
        querystring: clientEmailsQuery,
        response: { 200: pageOf(clientEmailSchema) },
      },
    },
    async (request) => {
      const { location_id, page_num, page_size } = request.query;
      const user = await dailyEmailUser(deps, request, location_id);
      return listClientEmails(deps, user.partnerId, location_id, { page_num, page_size });
    },
  );
};

export default employeeCommentRoutes;
