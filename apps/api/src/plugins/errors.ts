import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CATALOGUE_MESSAGES, DATABASE_RETRY_AFTER_SECONDS, statusTitle, type ErrorBody } from '@rlo/contract';
import { isDatabaseUnavailable, loggableError } from '../lib/database-errors';
import { HttpError, type FieldError } from '../lib/http-error';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable right now. Please try again in a moment.';

const CLIENT_ERROR_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty but JSON was announced.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'This content type is not accepted here.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The content length does not match the body.' },
};

function fieldErrors(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => {
    const where = (issue.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
    const context = error.validationContext ?? '';
    return { path: where || context || 'request', message: issue.message ?? 'Invalid value.' };
  });
}

export function errorBody(status: number, message: string, errors?: FieldError[], requestId?: string): ErrorBody {
  return { status, title: statusTitle(status), message, ...(errors?.length ? { errors } : {}), ...(requestId ? { requestId } : {}) };
}

/**
 * Errors the router answers before any route or hook runs (Fastify's `frameworkErrors` option):
 * a path parameter longer than maxParamLength (414), a malformed URL (400). Fastify's own body
 * for them is not the api.md shape.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = status === 414 ? 'A value in the path is too long.' : 'The request URL is not valid.';
  return reply.status(status).send(errorBody(status, message));
}

/** One error format for every failure (api.md): 4xx say what is wrong, a 500 never leaks a stack. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(errorBody(error.status, error.message, error.errors));
    }
    // The database restarting or unreachable: the request is fine and may be sent again shortly.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error);
      const summary = errors.map((e) => `${e.path}: ${e.message}`).join('; ');
      return reply.status(400).send(errorBody(400, `Invalid request. ${summary}`, errors));
    }
    const known = error.code ? CLIENT_ERROR_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send(errorBody(known.status, known.message));
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody(429, 'Too many requests. Please wait a minute and try again.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message));
    }
    // Not the error as it is: a database error's message and fields carry the statement's values.
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send(errorBody(500, CATALOGUE_MESSAGES[500], undefined, request.id));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0]}.`));
  });
}, { name: 'rlo-errors', dependencies: [] });
