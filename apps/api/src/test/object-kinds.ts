// Which kind of object a field or a path segment names, for the tests that fill requests with real
// ids: the fuzz (fuzz/hints.ts) and the tenancy walk (tenancy-walk/build.ts). Their seeds make one
// object of each kind.

export type Kind =
  | 'partner'
  | 'location'
  | 'customer'
  | 'vehicle'
  | 'employee'
  | 'repairOrder'
  | 'coachComment'
  | 'ownerComment'
  | 'goal'
  | 'worksheet'
  | 'worksheetDefinition'
  | 'worksheetFieldDefinition'
  | 'clientEmail'
  | 'user'
  | 'category'
  | 'mappedCategory'
  | 'csvUpload'
  | 'alertRule'
  | 'alert';

/** A field's name as the tables below key it: routes spell one field locationId, location_id or LocationID. */
export const fieldKey = (name: string) => name.toLowerCase().replaceAll('_', '');

/** Fields that name an object (`id` itself depends on the route: see kindOfPathId). */
export const FIELD_KINDS: Record<string, Kind> = {
  partnerid: 'partner',
  partnerids: 'partner',
  locationid: 'location',
  locationids: 'location',
  defaultlocation: 'location',
  customerid: 'customer',
  customerids: 'customer',
  vehicleid: 'vehicle',
  employeeid: 'employee',
  technicianid: 'employee',
  roid: 'repairOrder',
  repairorderid: 'repairOrder',
  commentid: 'coachComment',
  uploadid: 'csvUpload',
  definitionid: 'worksheetDefinition',
  fielddefinitionid: 'worksheetFieldDefinition',
  fieldids: 'worksheetFieldDefinition',
  categoryid: 'category',
  goalid: 'goal',
  userid: 'user',
};

/**
 * Filters of a report or list (advisors, technicians, categories, a coach's partner): they narrow
 * rows the location and partner have already scoped, so another tenant's id just matches nothing.
 * Filled with real ids all the same, but the walk expects an answer, not a refusal, for them alone.
 */
export const FILTER_KINDS: Record<string, Kind> = {
  writerid: 'employee',
  writerids: 'employee',
  techid: 'employee',
  techids: 'employee',
  categoryids: 'category',
  groupid: 'partner',
  ruleid: 'alertRule',
};

/** Path segments that say what the `:id` after them names. */
export const SEGMENT_KINDS: [RegExp, Kind][] = [
  [/^owner_comment$/, 'ownerComment'],
  [/^coach_comment$/, 'coachComment'],
  [/^repair-order$/, 'repairOrder'],
  [/^goals$/, 'goal'],
  [/^alert-rules$/, 'alertRule'],
  [/^alerts$/, 'alert'],
  [/^worksheets$/, 'worksheet'],
  [/^worksheet-definitions$/, 'worksheetDefinition'],
  [/^worksheet-field-definitions$/, 'worksheetFieldDefinition'],
  [/^customers$|^update-customer$/, 'customer'],
  [/^vehicles$/, 'vehicle'],
  [/^users$/, 'user'],
  [/^account$/, 'partner'],
  [/^locations$/, 'location'],
  // A coach's client location (/agent/client-locations/:id/…).
  [/^client-locations$/, 'location'],
];

/**
 * The object `:id` names in a path (or an `id` field, in a path without one): the nearest segment
 * before it that says, or null.
 */
export function kindOfPathId(path: string, segmentKinds = SEGMENT_KINDS): Kind | null {
  const segments = path.split('/');
  const at = segments.indexOf(':id');
  for (let i = (at < 0 ? segments.length : at) - 1; i >= 0; i -= 1) {
    const match = segmentKinds.find(([pattern]) => pattern.test(segments[i]));
    if (match) return match[1];
  }
  return null;
}
