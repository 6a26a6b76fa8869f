import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pathParams,
  paths,
  errorBodySchema,
  messageResponseSchema,
  worksheetCreateSchema,
  worksheetDefinitionSaveSchema,
  worksheetDefinitionSchema,
  worksheetFieldDefinitionCreateSchema,
  worksheetFieldDefinitionSchema,
  worksheetListQuery,
  worksheetListSchema,
  worksheetSchema,
  worksheetUpdateSchema,
} from '@rlo/contract';
import { requireActiveAccount } from '../../lib/access';
import { requireUser } from '../../lib/principal';
import { createDefinition, deleteDefinition, deleteFieldDefinition, getDefinition, listDefinitions, updateDefinition } from './definitions';
import { createFieldDefinition, listFieldDefinitions } from './fields';
import { createWorksheet, deleteWorksheet, getWorksheet, listWorksheets, updateWorksheet } from './service';

const tags = ['worksheets'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

function user(request: Parameters<typeof requireUser>[0]) {
  const principal = requireUser(request);
  requireActiveAccount(principal);
  return principal;
}

/**
 * Worksheets, definitions and field definitions under /{partnerId} (3-operations §7 "Worksheets").
 * The tenancy guard has checked partnerId; every query carries the session's partner, and a body's
 * location is checked against it (with the rlo_standard subscription) by the service.
 */
const worksheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    paths.worksheets,
    { schema: { tags, summary: 'Worksheets of the partner, newest period first', params: pathParams(paths.worksheets), querystring: worksheetListQuery, response: { 200: worksheetListSchema } } },
    async (request) => listWorksheets(deps, user(request), request.query),
  );

  app.get(
    paths.worksheet,
    {
      schema: {
        tags,
        summary: 'One worksheet; system values come from the KPI module for its location and period (frozen once Final)',
        params: pathParams(paths.worksheet),
        response: { 200: worksheetSchema, 404: errorBodySchema },
      },
    },
    async (request) => getWorksheet(deps, user(request), request.params.id),
  );

  app.post(
    paths.worksheets,
    {
      schema: {
        tags,
        summary: 'Creates a worksheet for an rlo_standard location and period (definition 1, Composite Worksheet, by default)',
        params: pathParams(paths.worksheets),
        body: worksheetCreateSchema,
        response: { 201: worksheetSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createWorksheet(deps, user(request), request.body)),
  );

  app.put(
    paths.worksheet,
    {
      schema: {
        tags,
        summary: 'Saves manual values, the layout of fields in categories and the status; 409 once Final',
        params: pathParams(paths.worksheet),
        body: worksheetUpdateSchema,
        response: { 200: worksheetSchema, ...errors },
      },
    },
    async (request) => updateWorksheet(deps, user(request), request.params.id, request.body),
  );

  app.delete(
    paths.worksheet,
    { schema: { tags, summary: 'Deletes a worksheet', params: pathParams(paths.worksheet), response: { 200: messageResponseSchema, 404: errorBodySchema } } },
    async (request) => {
      await deleteWorksheet(deps, user(request), request.params.id);
      return { message: 'Worksheet deleted.' };
    },
  );

  app.get(
    paths.worksheetDefinitions,
    { schema: { tags, summary: 'The shared definitions and the partner\'s own', params: pathParams(paths.worksheetDefinitions), response: { 200: z.array(worksheetDefinitionSchema) } } },
    async (request) => listDefinitions(deps, user(request).partnerId),
  );

  app.get(
    paths.worksheetDefinition,
    { schema: { tags, summary: 'One definition: categories, each with fields', params: pathParams(paths.worksheetDefinition), response: { 200: worksheetDefinitionSchema, 404: errorBodySchema } } },
    async (request) => getDefinition(deps, user(request).partnerId, request.params.id),
  );

  app.post(
    paths.worksheetDefinitions,
    {
      schema: { tags, summary: 'Creates a definition of the partner', params: pathParams(paths.worksheetDefinitions), body: worksheetDefinitionSaveSchema, response: { 201: worksheetDefinitionSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await createDefinition(deps, user(request).partnerId, request.body)),
  );

  app.put(
    paths.worksheetDefinition,
    {
      schema: {
        tags,
        summary: 'Changes a definition of the partner (the next version unless one is given); shared definitions are read-only (409)',
        params: pathParams(paths.worksheetDefinition),
        body: worksheetDefinitionSaveSchema,
        response: { 200: worksheetDefinitionSchema, ...errors },
      },
    },
    async (request) => updateDefinition(deps, user(request).partnerId, request.params.id, request.body),
  );

  app.delete(
    paths.worksheetDefinition,
    { schema: { tags, summary: 'Deletes an unused definition of the partner', params: pathParams(paths.worksheetDefinition), response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await deleteDefinition(deps, user(request).partnerId, request.params.id);
      return { message: 'Worksheet definition deleted.' };
    },
  );

  app.get(
    paths.worksheetFieldDefinitions,
    { schema: { tags, summary: 'The shared field definitions and the partner\'s own', params: pathParams(paths.worksheetFieldDefinitions), response: { 200: z.array(worksheetFieldDefinitionSchema) } } },
    async (request) => listFieldDefinitions(deps, user(request).partnerId),
  );

  app.post(
    paths.worksheetFieldDefinitions,
    {
      schema: {
        tags,
        summary: 'Creates a field definition: manual, or system with the KPI it is filled from',
        params: pathParams(paths.worksheetFieldDefinitions),
        body: worksheetFieldDefinitionCreateSchema,
        response: { 201: worksheetFieldDefinitionSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { partnerId } = user(request);
      return reply.code(201).send(await createFieldDefinition(deps, partnerId, request.body));
    },
  );

  app.delete(
    paths.worksheetFieldDefinition,
    { schema: { tags, summary: 'Deletes a field definition of the partner that no definition uses', params: pathParams(paths.worksheetFieldDefinition), response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await deleteFieldDefinition(deps, user(request).partnerId, request.params.id);
      return { message: 'Worksheet field definition deleted.' };
    },
  );
};

export default worksheetRoutes;
