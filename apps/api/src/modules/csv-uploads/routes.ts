import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  paths,
  csvBatchResultSchema,
  csvBatchSchema,
  csvLatestUploadSchema,
  csvLocationParams,
  csvMappingResponseSchema,
  csvMappingSaveSchema,
  csvUploadParams,
  csvUploadReportSchema,
  csvUploadSchema,
  csvUploadStartSchema,
  errorBodySchema,
} from '@rlo/contract';
import { requireAccountHolder } from '../../lib/access';
import { requireUser } from '../../lib/principal';
import { uploadReportCsv } from './report';
import {
  addCsvBatch,
  finishCsvUpload,
  getCsvMapping,
  latestCsvUpload,
  saveCsvMapping,
  startCsvUpload,
  uploadWithAllErrors,
} from './service';

// The shop owner (or an Admin) uploads, like issuing the agent token: both put data into the shop.
function uploader(request: FastifyRequest) {
  const user = requireUser(request);
  requireAccountHolder(user);
  return user;
}

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
// The tenancy guard checks the :id location against the session's partner (404 otherwise).
const config = { locationParams: ['id'] };
const tags = ['csv upload'];

/** CSV upload of a location (connectors.md §2, docs/csv-upload.md). */
const csvUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.csvMapping,
    {
      config,
      schema: {
        tags,
        summary: 'The column mapping the location last used, or null',
        params: csvLocationParams,
        response: { 200: csvMappingResponseSchema, ...errors },
      },
    },
    async (request) => getCsvMapping(app.deps, uploader(request).partnerId, request.params.id),
  );

  app.put(
    paths.csvMapping,
    {
      config,
      schema: {
        tags,
        summary: "Saves the location's column mapping (canonical field → the file's column)",
        params: csvLocationParams,
        body: csvMappingSaveSchema,
        response: { 200: csvMappingResponseSchema, ...errors },
      },
    },
    async (request) => saveCsvMapping(app.deps, uploader(request).partnerId, request.params.id, request.body),
  );

  app.post(
    paths.csvUploads,
    {
      config,
      schema: {
        tags,
        summary: "Starts an upload with the file's counts and the rows the browser could not read",
        params: csvLocationParams,
        body: csvUploadStartSchema,
        response: { 200: csvUploadSchema, ...errors },
      },
    },
    async (request) => startCsvUpload(app.deps, uploader(request), request.params.id, request.body),
  );

  app.post(
    paths.csvUploadBatches,
    {
      config,
      schema: {
        tags,
        summary: 'Sends a batch of canonical repair orders through ingest and adds its counts to the upload',
        params: csvUploadParams,
        body: csvBatchSchema,
        response: { 200: csvBatchResultSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { id, uploadId } = request.params;
      return addCsvBatch(app.deps, uploader(request).partnerId, id, uploadId, request.body);
    },
  );

  app.post(
    paths.csvUploadFinish,
    {
      config,
      schema: {
        tags,
        summary: 'Marks the upload finished',
        params: csvUploadParams,
        response: { 200: csvUploadSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { id, uploadId } = request.params;
      return finishCsvUpload(app.deps, uploader(request).partnerId, id, uploadId);
    },
  );

  app.get(
    paths.csvUploadLatest,
    {
      config,
      schema: {
        tags,
        summary: "The location's newest upload (what a reloaded page shows), or null",
        params: csvLocationParams,
        response: { 200: csvLatestUploadSchema, ...errors },
      },
    },
    async (request) => ({
      upload: await latestCsvUpload(app.deps, uploader(request).partnerId, request.params.id),
    }),
  );

  app.get(
    paths.csvUploadReport,
    {
      config,
      schema: {
        tags,
        summary: 'The upload report as a CSV download: the summary and every row not stored, by row number',
        params: csvUploadParams,
        response: { 200: csvUploadReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, uploadId } = request.params;
      const upload = await uploadWithAllErrors(app.deps, uploader(request).partnerId, id, uploadId);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="csv-upload-${upload.id}-report.csv"`);
      // The byte-order mark makes spreadsheet programs read the file as UTF-8.
      return `\uFEFF${uploadReportCsv(upload)}`;
    },
  );
};

export default csvUploadRoutes;
