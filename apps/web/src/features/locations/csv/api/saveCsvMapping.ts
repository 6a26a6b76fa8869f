import { type CsvMappingSave, buildPath, paths, type CsvMappingResponse } from '@rlo/contract';
import { api } from '@/lib/api';

/** PUT /locations/{id}/csv-mapping: offered again on the location's next upload. */
export const saveCsvMapping = (locationId: number, body: CsvMappingSave) =>
  api<CsvMappingResponse>(buildPath(paths.csvMapping, { id: locationId }), { method: 'PUT', body });
