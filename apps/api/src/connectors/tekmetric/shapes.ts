import { z } from 'zod';

// What Tekmetric sends (connectors.md §1), read leniently: unknown fields are dropped, descriptive
// text of the wrong type becomes null rather than losing a repair order, and only what the mapping
// uses is checked. Money is checked strictly (ingest.md: a fractional or non-numeric amount rejects
// the RO), and the issue path names the Tekmetric field, e.g. "jobs[0].parts[1].retail".

/** Tekmetric ids are integers; a numeric string is accepted as the same id. */
const id = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)], {
  error: 'must be an integer id',
});

/** Text that is only shown: anything but a string is treated as missing. */
const text = z.string().nullish().catch(null);
const flag = z.boolean().nullish().catch(null);

/** Whole, non-negative cents; missing or null is 0. */
export const cents = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined) return 0;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      ctx.addIssue({ code: 'custom', message: 'must be whole cents' });
      return z.NEVER;
    }
    if (value < 0) {
      ctx.addIssue({ code: 'custom', message: 'must not be negative' });
      return z.NEVER;
    }
    return value;
  });

/** A non-negative real number (hours, quantities); `fallback` when missing or null. */
const measure = (fallback: number) =>
  z
    .number({ error: 'must be a number' })
    .min(0, 'must not be negative')
    .refine(Number.isFinite, 'must be a finite number')
    .nullish()
    .transform((value) => value ?? fallback);

/** An ISO instant with its offset, as Tekmetric writes them; the canonical schema checks the format. */
const instant = z
  .string({ error: 'must be an ISO date-time' })
  .refine((v) => !Number.isNaN(Date.parse(v)), 'must be an ISO date-time');

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: 'must be a list' })
    .nullish()
    .transform((value): z.output<T>[] => value ?? []);

const coded = z.object({ id: id.nullish().catch(null), code: text, name: text });

export const tokenShape = z.object({
  access_token: z.string().min(1),
  token_type: text,
  // Without expires_in the token is kept an hour; a 401 still renews it sooner.
  expires_in: z
    .number()
    .positive()
    .nullish()
    .transform((v) => v ?? 3600),
  scope: text,
});
export type TekmetricToken = z.output<typeof tokenShape>;

/** The Spring page envelope, strict enough to tell a real page from a broken answer. */
export const pageShape = z.object({
  content: z.array(z.unknown()),
  totalPages: z.number().int().min(0),
  totalElements: z.number().int().min(0),
  last: z.boolean(),
  first: z.boolean().optional(),
  number: z.number().int().min(0),
  size: z.number().int().optional(),
  numberOfElements: z.number().int().optional(),
  empty: z.boolean().optional(),
});
export type TekmetricPage = z.output<typeof pageShape>;

const amountLine = z.object({ name: text, total: cents });

export const laborShape = z.object({
  id: id.nullish().catch(null),
  name: text,
  rate: cents,
  hours: measure(0),
  complete: flag,
});
export const partShape = z.object({
  id: id.nullish().catch(null),
  quantity: measure(1),
  brand: text,
  name: text,
  description: text,
  partNumber: text,
  cost: cents,
  retail: cents,
  partType: coded.nullish().catch(null),
});

export const jobShape = z.object({
  id: id.nullish().catch(null),
  name: text,
  jobCategoryName: text,
  technicianId: id.nullish().catch(null),
  authorized: flag,
  archived: flag,
  laborHours: measure(0),
  loggedHours: measure(0),
  subtotal: cents,
  createdDate: instant.nullish().catch(null),
  labor: list(laborShape),
  parts: list(partShape),
  fees: list(amountLine),
  discounts: list(amountLine),
});

export const subletShape = z.object({
  id: id.nullish().catch(null),
  name: text,
  // The Go client reads vendor as an object; a plain name is accepted too.
  vendor: z
    .union([z.string(), z.object({ name: text })])
    .nullish()
    .catch(null),
  authorized: flag,
  price: cents,
  cost: cents,
  items: list(z.object({ name: text, cost: cents, price: cents })),
});

export const repairOrderShape = z.object({
  id,
  repairOrderNumber: z.union([z.number().int(), z.string().min(1)], { error: 'must be a number' }),
  shopId: id.nullish().catch(null),
  repairOrderStatus: z.object(
    { id: z.number({ error: 'must be a number' }).int(), code: text, name: text },
    { error: (issue) => (issue.input === undefined ? 'is required' : 'must be an object') },
  ),
  customerId: id.nullish(),
  vehicleId: id.nullish(),
  serviceWriterId: id.nullish(),
  technicianId: id.nullish(),
  createdDate: instant,
  updatedDate: instant.nullish(),
  completedDate: instant.nullish(),
  postedDate: instant.nullish(),
  deletedDate: instant.nullish(),
  discountTotal: cents,
  feeTotal: cents,
  taxes: cents,
  jobs: list(jobShape),
  sublets: list(subletShape),
  fees: list(amountLine),
  discounts: list(amountLine),
});
export type TekmetricRepairOrder = z.output<typeof repairOrderShape>;
export type TekmetricJob = z.output<typeof jobShape>;

/** Just the references of an RO, read from a record that may not parse as a whole. */
export const repairOrderRefsShape = z.object({
  customerId: id.nullish().catch(null),
  vehicleId: id.nullish().catch(null),
});

export const customerShape = z.object({
  id,
  firstName: text,
  lastName: text,
  contactFirstName: text,
  contactLastName: text,
  // One address as a string in the public material; a list is accepted too.
  email: z
    .union([z.string(), z.array(z.string())])
    .nullish()
    .catch(null),
  phone: z
    .array(z.object({ number: text, type: text, primary: flag }))
    .nullish()
    .catch(null),
  address: z
    .object({ address1: text, address2: text, city: text, state: text, zip: text })
    .nullish()
    .catch(null),
  customerType: z.union([z.string(), coded]).nullish().catch(null),
  leadSource: z
    .union([z.string(), z.object({ name: text })])
    .nullish()
    .catch(null),
});
export type TekmetricCustomer = z.output<typeof customerShape>;

export const vehicleShape = z.object({
  id,
  year: z
    .union([
      z.number().int(),
      z
        .string()
        .regex(/^\d{4}$/)
        .transform(Number),
    ])
    .nullish()
    .catch(null),
  make: text,
  model: text,
  vin: text,
});
export type TekmetricVehicle = z.output<typeof vehicleShape>;

export const employeeShape = z.object({
  id,
  firstName: text,
  lastName: text,
  employeeRole: coded.nullish().catch(null),
});
export type TekmetricEmployee = z.output<typeof employeeShape>;

/** "jobs[0].parts[1].retail: must be whole cents" for the first issue of a failed parse. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'is not readable';
  let path = '';
  for (const key of issue.path)
    path += typeof key === 'number' ? `[${key}]` : `${path ? '.' : ''}${String(key)}`;
  return path ? `${path}: ${issue.message}` : issue.message;
}
