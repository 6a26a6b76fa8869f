import { API_PREFIX, buildPath, paths } from '@rlo/contract';

/** GET /locations/{id}/csv-uploads/{uploadId}/report: a CSV attachment, so a plain link downloads it. */
export const csvUploadReportUrl = (locationId: number, uploadId: number) =>
  `${API_PREFIX}${buildPath(paths.csvUploadReport, { id: locationId, uploadId })}`;
