import { z } from 'zod';
import { DATE_MAX_YEAR, DATE_MIN_YEAR, INGEST_LIMITS, RO_STATUSES } from './constants';
import { DATE_RANGE_MESSAGE, isInstantInRange, isRealDate } from './params';

// The canonical repair order of ingest.md §1: what every source (agent, CSV, connector, demo)
// hands to the one ingest path. Unknown fields are dropped; missing optional fields become null,
// empty lists or 0. Messages are written to follow the field path in a rejection reason
// ("labor[0].sold_price_cents: must not be negative"). Every text, list and date is bounded
// (INGEST_LIMITS, docs/ingest-limits.md): an RO over a bound is rejected alone, with its reason.
const L = INGEST_LIMITS;

/** The database stores cents and seconds as int4: anything larger would fail the whole batch. */
export const MAX_AMOUNT = 2_147_483_647;

const said = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : what;
const object = { error: said('must be an object') };

const text = (max: number) => z.string({ error: said('must be a string') }).max(max, `must have at most ${max} characters`);
const optionalText = (max: number) => text(max).nullable().default(null);
const noNul = (value: string) => !value.includes('\u0000');

// Some systems number their records: 123 and "123" are the same id. (NUL in any other text is
// dropped by ingest; in an id it would silently merge two records, so it is refused.)
const externalId = z.union(
  [
    z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(L.externalIdMax, `must have at most ${L.externalIdMax} characters`)
      .refine(noNul, 'must not contain NUL characters'),
    z.number().int().transform(String),
  ],
  { error: said('must be a string or an integer') },
);

/** A non-negative integer amount (cents or seconds); 0 when missing. */
const amount = z
  .number({ error: said('must be a number') })
  .int('must be a whole number')
  .min(0, 'must not be negative')
  .max(MAX_AMOUNT, 'is too large')
  .default(0);

const instant = z.iso
  .datetime({
    offset: true,
    error: said('must be an ISO 8601 date-time with seconds and an offset, e.g. 2025-03-04T16:40:00-06:00'),
  })
  .refine(isInstantInRange, `must be in the years ${DATE_MIN_YEAR} to ${DATE_MAX_YEAR}`);
const calendarDate = z.iso.date({ error: said('must be a date YYYY-MM-DD') }).refine(isRealDate, DATE_RANGE_MESSAGE);

const list = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, { error: said('must be a list') })
    .max(max, `must hold at most ${max} items`)
    .nullish()
    .transform((value): z.output<T>[] => value ?? []);

const employee = z.object(
  { external_id: externalId, full_name: text(L.nameMax).refine((v) => v.trim().length > 0, 'must not be empty') },
  object,
);
const category = z.object({ external_id: externalId, name: text(L.nameMax) }, object);

export const canonicalCustomerSchema = z.object(
  {
    external_id: externalId,
    first_name: optionalText(L.nameMax),
    last_name: optionalText(L.nameMax),
    company: optionalText(L.nameMax),
    phone_numbers: list(text(L.phoneMax), L.contactsMax),
    email_addresses: list(text(L.emailMax), L.contactsMax),
    address: optionalText(L.addressMax),
    city: optionalText(L.cityMax),
    state: optionalText(L.stateMax),
    postal_code: optionalText(L.postalCodeMax),
    marketing_source: optionalText(L.marketingSourceMax),
  },
  object,
);

export const canonicalVehicleSchema = z.object(
  {
    external_id: externalId,
    year: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0)
      .max(9999)
      .nullable()
      .default(null),
    make: optionalText(L.vehicleTextMax),
    model: optionalText(L.vehicleTextMax),
    vin: optionalText(L.vinMax),
  },
  object,
);

export const canonicalLaborLineSchema = z.object(
  {
    description: optionalText(L.descriptionMax),
    category: category.nullable().default(null),
    technician: employee.nullable().default(null),
    sold_seconds: amount,
    actual_seconds: amount,
    sold_price_cents: amount,
    cost_cents: amount,
  },
  object,
);

export const canonicalPartLineSchema = z.object(
  {
    description: optionalText(L.descriptionMax),
    part_number: optionalText(L.partNumberMax),
    kind: z.enum(['part', 'tire'], { error: 'must be part or tire' }).default('part'),
    category: category.nullable().default(null),
    quantity: z
      .number({ error: 'must be a number' })
      .min(0, 'must not be negative')
      .max(L.quantityMax, `must be at most ${L.quantityMax}`)
      .default(1),
    sold_price_cents: amount,
    cost_cents: amount,
  },
  object,
);

export const canonicalSubletLineSchema = z.object(
  { description: optionalText(L.descriptionMax), sold_price_cents: amount, cost_cents: amount },
  object,
);
export const canonicalFeeLineSchema = z.object(
  { description: optionalText(L.descriptionMax), sold_price_cents: amount },
  object,
);

export const canonicalRecommendationSchema = z.object(
  {
    text: text(L.descriptionMax),
    recommended_date: calendarDate.nullable().default(null),
    due_date: calendarDate.nullable().default(null),
    recommendation_type: optionalText(L.recommendationTypeMax),
    amount_cents: amount,
  },
  object,
);

export const canonicalRepairOrderSchema = z
  .object(
    {
      external_id: externalId,
      // What the shop calls the RO, and how a user finds it: bounded, and never NUL (a lookup by number could not match it).
      order_number: z.union(
        [
          z
            .string()
            .max(L.orderNumberMax, `must have at most ${L.orderNumberMax} characters`)
            .refine(noNul, 'must not contain NUL characters'),
          z.number().int().transform(String),
        ],
        { error: said('must be a string') },
      ),
      status: z.enum(RO_STATUSES, { error: `must be one of ${RO_STATUSES.join(', ')}` }),
      opened: instant,
      closed: instant.nullable().default(null),
      modified: instant.nullable().default(null),
      customer: canonicalCustomerSchema,
      vehicle: canonicalVehicleSchema.nullable().default(null),
      writer: employee.nullable().default(null),
      technician: employee.nullable().default(null),
      labor: list(canonicalLaborLineSchema, L.linesMax),
      parts: list(canonicalPartLineSchema, L.linesMax),
      sublets: list(canonicalSubletLineSchema, L.linesMax),
      fees: list(canonicalFeeLineSchema, L.linesMax),
      discount_cents: amount,
      tax_cents: amount,
      recommendations: list(canonicalRecommendationSchema, L.recommendationsMax),
      inspection: z
        .boolean({ error: 'must be true or false' })
        .nullish()
        .transform((v) => v ?? false),
    },
    object,
  )
  .superRefine((ro, ctx) => {
    if (ro.status === 'CLOSED' && ro.closed === null) {
      ctx.addIssue({ code: 'custom', path: ['closed'], message: 'is required when status is CLOSED' });
    }
    const lines = ro.labor.length + ro.parts.length + ro.sublets.length + ro.fees.length;
    if (lines > L.linesMax) {
      ctx.addIssue({ code: 'custom', path: [], message: `has ${lines} lines (labor, parts, sublets and fees); a repair order may have at most ${L.linesMax}` });
    }
  });

export type CanonicalRepairOrderInput = z.input<typeof canonicalRepairOrderSchema>;
export type CanonicalRepairOrder = z.output<typeof canonicalRepairOrderSchema>;

/** Agent API body: items stay unknown so one bad RO is rejected alone instead of failing the request. */
export const ingestRequestSchema = z.object({ repair_orders: z.array(z.unknown()) });

export const ingestRejectionSchema = z.object({
  index: z.number().int(),
  external_id: z.string().nullable(),
  reason: z.string(),
});
export type IngestRejectionItem = z.infer<typeof ingestRejectionSchema>;

export const ingestResultSchema = z.object({
  inserted: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  rejected: z.number().int(),
  rejections: z.array(ingestRejectionSchema),
});
export type IngestResult = z.infer<typeof ingestResultSchema>;

/** The agent token of a location, shown once on the location setup screen. */
export const agentTokenSchema = z.object({ token: z.string(), created_at: z.string() });
export type AgentToken = z.infer<typeof agentTokenSchema>;
