/** Query keys of a location's CSV upload: invalidating ['csv-upload', id] refreshes them all. */
export const csvUploadKeys = {
  all: (locationId: number) => ['csv-upload', locationId] as const,
  mapping: (locationId: number) => ['csv-upload', locationId, 'mapping'] as const,
  latest: (locationId: number) => ['csv-upload', locationId, 'latest'] as const,
};
