import { z } from 'zod';
import { RO_STATUSES } from './constants';

// The canonical repair order of ingest.md §1: what every source (agent, CSV, connector, demo)
// hands to the one ingest path. Unknown fields are dropped; missing optional fields become null,
// empty lists or 0. Messages are written to follow the field path in a rejection reason
// ("labor[0].sold_price_cents: must not be negative").

/** The database stores cents and seconds as int4: anything larger would fail the whole batch. */
export const MAX_AMOUNT = 2_147_483_647;

const said = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : what;
const object = { error: said('must be an object') };

const text = z.string({ error: said('must be a string') });
const optionalText = text.nullable().default(null);

// Some systems number their records: 123 and "123" are the same id. (NUL in any other text is
// dropped by ingest; in an id it would silently merge two records, so it is refused.)
const externalId = z.union(
  [
    z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .refine((id) => !id.includes('\u0000'), 'must not contain NUL characters'),
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

const instant = z.iso.datetime({
  offset: true,
  error: said('must be an ISO 8601 date-time with seconds and an offset, e.g. 2025-03-04T16:40:00-06:00'),
});
const calendarDate = z.iso.date({ error: said('must be a date YYYY-MM-DD') });

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: said('must be a list') })
    .nullish()
    .transform((value): z.output<T>[] => value ?? []);

const employee = z.object(
  { external_id: externalId, full_name: text.refine((v) => v.trim().length > 0, 'must not be empty') },
  object,
);
const category = z.object({ external_id: externalId, name: text }, object);

export const canonicalCustomerSchema = z.object(
  {
    external_id: externalId,
    first_name: optionalText,
    last_name: optionalText,
    company: optionalText,
    phone_numbers: list(text),
    email_addresses: list(text),
    address: optionalText,
    city: optionalText,
    state: optionalText,
    postal_code: optionalText,
    marketing_source: optionalText,
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
    make: optionalText,
    model: optionalText,
    vin: optionalText,
  },
  object,
);

export const canonicalLaborLineSchema = z.object(
  {
    description: optionalText,
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
    description: optionalText,
    part_number: optionalText,
    kind: z.enum(['part', 'tire'], { error: 'must be part or tire' }).default('part'),
    category: category.nullable().default(null),
    quantity: z.number({ error: 'must be a number' }).min(0, 'must not be negative').default(1),
    sold_price_cents: amount,
    cost_cents: amount,
  },
  object,
);

export const canonicalSubletLineSchema = z.object(
  { description: optionalText, sold_price_cents: amount, cost_cents: amount },
  object,
);
export const canonicalFeeLineSchema = z.object(
  { description: optionalText, sold_price_cents: amount },
  object,
);

export const canonicalRecommendationSchema = z.object(
  {
    text,
    recommended_date: calendarDate.nullable().default(null),
    due_date: calendarDate.nullable().default(null),
    recommendation_type: optionalText,
    amount_cents: amount,
  },
  object,
);

export const canonicalRepairOrderSchema = z
  .object(
    {
      external_id: externalId,
      order_number: z.union([z.string(), z.number().int().transform(String)], {
        error: said('must be a string'),
      }),
      status: z.enum(RO_STATUSES, { error: `must be one of ${RO_STATUSES.join(', ')}` }),
      opened: instant,
      closed: instant.nullable().default(null),
      modified: instant.nullable().default(null),
      customer: canonicalCustomerSchema,
      vehicle: canonicalVehicleSchema.nullable().default(null),
      writer: employee.nullable().default(null),
      technician: employee.nullable().default(null),
      labor: list(canonicalLaborLineSchema),
      parts: list(canonicalPartLineSchema),
      sublets: list(canonicalSubletLineSchema),
      fees: list(canonicalFeeLineSchema),
      discount_cents: amount,
      tax_cents: amount,
      recommendations: list(canonicalRecommendationSchema),
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
