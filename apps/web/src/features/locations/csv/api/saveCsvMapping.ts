import { csvMappingResponseSchema, type CsvMappingSave } from '@rlo/contract';
import { api } from '@/lib/api';

/** PUT /locations/{id}/csv-mapping: offered again on the location's next upload. */
export const saveCsvMapping = (locationId: number, body: CsvMappingSave) =>
  api(`/locations/${locationId}/csv-mapping`, { method: 'PUT', body, schema: csvMappingResponseSchema });
