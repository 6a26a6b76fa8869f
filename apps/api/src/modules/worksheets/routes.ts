import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asc } from 'drizzle-orm';
import { schema } from '@rlo/db';
import {
  errorBodySchema,
  idParam,
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
import { toFieldDto, visibleTo } from './fields';
import { createWorksheet, deleteWorksheet, getWorksheet, listWorksheets, updateWorksheet } from './service';

const tags = ['worksheets'];
const partnerParams = z.object({ partnerId: idParam });
const itemParams = z.object({ partnerId: idParam, id: idParam });
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
    '/:partnerId/worksheets',
    { schema: { tags, summary: 'Worksheets of the partner, newest period first', params: partnerParams, querystring: worksheetListQuery, response: { 200: worksheetListSchema } } },
    async (request) => listWorksheets(deps, user(request), request.query),
  );

  app.get(
    '/:partnerId/worksheets/:id',
    {
      schema: {
        tags,
        summary: 'One worksheet; system values come from the KPI module for its location and period (frozen once Final)',
        params: itemParams,
        response: { 200: worksheetSchema, 404: errorBodySchema },
      },
    },
    async (request) => getWorksheet(deps, user(request), request.params.id),
  );

  app.post(
    '/:partnerId/worksheets',
    {
      schema: {
        tags,
        summary: 'Creates a worksheet for an rlo_standard location and period (definition 1, Composite Worksheet, by default)',
        params: partnerParams,
        body: worksheetCreateSchema,
        response: { 201: worksheetSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createWorksheet(deps, user(request), request.body)),
  );

  app.put(
    '/:partnerId/worksheets/:id',
    {
      schema: {
        tags,
        summary: 'Saves manual values, the layout of fields in categories and the status; 409 once Final',
        params: itemParams,
        body: worksheetUpdateSchema,
        response: { 200: worksheetSchema, ...errors },
      },
    },
    async (request) => updateWorksheet(deps, user(request), request.params.id, request.body),
  );

  app.delete(
    '/:partnerId/worksheets/:id',
    { schema: { tags, summary: 'Deletes a worksheet', params: itemParams, response: { 200: messageResponseSchema, 404: errorBodySchema } } },
    async (request) => {
      await deleteWorksheet(deps, user(request), request.params.id);
      return { message: 'Worksheet deleted.' };
    },
  );

  app.get(
    '/:partnerId/worksheet-definitions',
    { schema: { tags, summary: 'The shared definitions and the partner\'s own', params: partnerParams, response: { 200: z.array(worksheetDefinitionSchema) } } },
    async (request) => listDefinitions(deps, user(request).partnerId),
  );

  app.get(
    '/:partnerId/worksheet-definitions/:id',
    { schema: { tags, summary: 'One definition: categories, each with fields', params: itemParams, response: { 200: worksheetDefinitionSchema, 404: errorBodySchema } } },
    async (request) => getDefinition(deps, user(request).partnerId, request.params.id),
  );

  app.post(
    '/:partnerId/worksheet-definitions',
    {
      schema: { tags, summary: 'Creates a definition of the partner', params: partnerParams, body: worksheetDefinitionSaveSchema, response: { 201: worksheetDefinitionSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await createDefinition(deps, user(request).partnerId, request.body)),
  );

  app.put(
    '/:partnerId/worksheet-definitions/:id',
    {
      schema: {
        tags,
        summary: 'Changes a definition of the partner (the next version unless one is given); shared definitions are read-only (409)',
        params: itemParams,
        body: worksheetDefinitionSaveSchema,
        response: { 200: worksheetDefinitionSchema, ...errors },
      },
    },
    async (request) => updateDefinition(deps, user(request).partnerId, request.params.id, request.body),
  );

  app.delete(
    '/:partnerId/worksheet-definitions/:id',
    { schema: { tags, summary: 'Deletes an unused definition of the partner', params: itemParams, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await deleteDefinition(deps, user(request).partnerId, request.params.id);
      return { message: 'Worksheet definition deleted.' };
    },
  );

  app.get(
    '/:partnerId/worksheet-field-definitions',
    { schema: { tags, summary: 'The shared field definitions and the partner\'s own', params: partnerParams, response: { 200: z.array(worksheetFieldDefinitionSchema) } } },
    async (request) => {
      const { worksheetFieldDefinitions: fields } = schema;
      const rows = await deps.database.db.select().from(fields).where(visibleTo(user(request).partnerId)).orderBy(asc(fields.id));
      return rows.map(toFieldDto);
    },
  );

  app.post(
    '/:partnerId/worksheet-field-definitions',
    {
      schema: {
        tags,
        summary: 'Creates a field definition: manual, or system with the KPI it is filled from',
        params: partnerParams,
        body: worksheetFieldDefinitionCreateSchema,
        response: { 201: worksheetFieldDefinitionSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { partnerId } = user(request);
      const { label, type, source, kpi_key } = request.body;
      const [row] = await deps.database.db
        .insert(schema.worksheetFieldDefinitions)
        .values({ partnerId, label, type, source, kpiKey: kpi_key ?? null })
        .returning();
      return reply.code(201).send(toFieldDto(row));
    },
  );

  app.delete(
    '/:partnerId/worksheet-field-definitions/:id',
    { schema: { tags, summary: 'Deletes a field definition of the partner that no definition uses', params: itemParams, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await deleteFieldDefinition(deps, user(request).partnerId, request.params.id);
      return { message: 'Worksheet field definition deleted.' };
    },
  );
};

export default worksheetRoutes;
