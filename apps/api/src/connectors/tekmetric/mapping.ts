import type { z } from 'zod';
import { canonicalRepairOrderSchema, type RoStatus } from '@rlo/contract';
import {
  describeIssue,
  repairOrderShape,
  type TekmetricCustomer,
  type TekmetricEmployee,
  type TekmetricJob,
  type TekmetricRepairOrder,
  type TekmetricVehicle,
} from './shapes';
import { reportedId } from '../../ingest/validate';

// Every Tekmetric → canonical RO decision lives here (connectors.md §1), so it can be corrected in
// one place when a real shop connects. Decisions:
//  1. Status: a deletedDate or status 7 → DELETED (before anything else); 5, 6 → CLOSED with
//     closed = postedDate (rejected without one); 1 → ESTIMATE; 2, 3, 4 → OPEN; other ids rejected.
//     A DELETED RO keeps postedDate as closed when it has one; OPEN and ESTIMATE have none.
//  2. Ids: external_id = String(id), order_number = String(repairOrderNumber); opened = createdDate,
//     modified = updatedDate, instants passed through as Tekmetric writes them.
//  3. Sold work = jobs with authorized === true and archived !== true (null authorized = not sold).
//  4. Labor: one line per labor item of a sold job; description = the item's name, else the job's;
//     sold_seconds = round(hours × 3600); sold_price = round(rate × hours); cost 0 (Tekmetric has
//     no labor cost on the RO); category {external_id: jobCategoryName, name: jobCategoryName};
//     technician = the job's, else the RO's; actual_seconds = the job's loggedHours split over its
//     items by hours (largest remainder, evenly when no item has hours). Logged hours of a job
//     without labor items are not carried.
//  5. Parts: one line per part of a sold job; description = brand + name (brand left out when the
//     name already starts with it; the part's description when it has no name); price and cost =
//     round(per-unit × quantity); a missing quantity is 1; kind tire when partType code or name
//     contains "tire"; category = the job's category, as for labor.
//  6. Sublets: one line per item, description = item name (else the sublet's) + " (vendor)";
//     a sublet without items but with a price or cost is one line; authorized === false is left out.
//  7. Fees: the RO-level fees list when it is non-empty (Tekmetric's RO list is taken to include
//     job fees), else the sold jobs' fees; never both, so nothing is counted twice.
//  8. discount_cents = discountTotal, tax_cents = taxes (RO totals, as Tekmetric computed them).
//  9. Recommendations (CLOSED ROs only): jobs neither authorized nor archived; text = job name,
//     amount = job subtotal, recommended_date = the calendar date of the job's createdDate (else
//     the RO's) as written in the instant, i.e. in Tekmetric's offset.
// 10. Customer: required (no customerId → rejected); a failed lookup maps to {external_id} only.
//     A business (customerType id 2 or code/name saying "business") → company = first + last
//     name, person = contactFirstName/contactLastName. Phones primary first, without duplicates;
//     an email string may hold several addresses separated by , or ;. address = address1 plus
//     ", address2" when present; leadSource (text or {name}) → marketing_source.
// 11. Vehicle: none without vehicleId; {external_id} only when the lookup failed; year 0 → null.
// 12. Employees (writer = serviceWriterId, technicians): full_name = first + last name, or
//     "Employee <id>" when the employee is unknown or nameless.
// 13. Every rounding (hours × 3600, rate × hours, per-unit × quantity) is half up on the decimal
//     product, not on its floating-point approximation (see product()).
// 14. Money must be whole non-negative cents wherever the mapping reads it (shapes.ts); inspection
//     is not in the RO payload and stays false.

export type CanonicalRepairOrderInput = z.input<typeof canonicalRepairOrderSchema>;
type Employee = { external_id: string; full_name: string };
type Category = { external_id: string; name: string } | null;

export interface Lookups {
  customer(id: number): TekmetricCustomer | undefined;
  vehicle(id: number): TekmetricVehicle | undefined;
  employee(id: number): TekmetricEmployee | undefined;
}

export type MapResult =
  { ok: true; ro: CanonicalRepairOrderInput } | { ok: false; externalId: string | null; reason: string };

const STATUSES: Record<number, RoStatus> = {
  1: 'ESTIMATE',
  2: 'OPEN',
  3: 'OPEN',
  4: 'OPEN',
  5: 'CLOSED',
  6: 'CLOSED',
  7: 'DELETED',
};

export function mapRepairOrder(raw: unknown, lookups: Lookups): MapResult {
  const parsed = repairOrderShape.safeParse(raw);
  if (!parsed.success) return { ok: false, externalId: rawId(raw), reason: describeIssue(parsed.error) };
  const ro = parsed.data;
  const externalId = String(ro.id);
  const reject = (reason: string): MapResult => ({ ok: false, externalId, reason });

  const { id: statusId, name: statusName } = ro.repairOrderStatus;
  const status: RoStatus | undefined = ro.deletedDate ? 'DELETED' : STATUSES[statusId];
  if (!status)
    return reject(`repairOrderStatus: unknown status ${statusId}${statusName ? ` (${statusName})` : ''}`);
  if (status === 'CLOSED' && !ro.postedDate) {
    return reject(`postedDate: is required for a ${statusName ?? `status ${statusId}`} repair order`);
  }
  if (ro.customerId === null || ro.customerId === undefined)
    return reject('customerId: is required (the repair order has no customer)');

  const sold = ro.jobs.filter((job) => job.authorized === true && job.archived !== true);
  const candidate: CanonicalRepairOrderInput = {
    external_id: externalId,
    order_number: String(ro.repairOrderNumber),
    status,
    opened: ro.createdDate,
    closed: status === 'CLOSED' || status === 'DELETED' ? (ro.postedDate ?? null) : null,
    modified: ro.updatedDate ?? null,
    customer: customer(ro.customerId, lookups),
    vehicle: vehicle(ro.vehicleId, lookups),
    writer: employee(ro.serviceWriterId, lookups),
    technician: employee(ro.technicianId, lookups),
    labor: sold.flatMap((job) => laborLines(job, ro, lookups)),
    parts: sold.flatMap(partLines),
    sublets: subletLines(ro),
    fees: (ro.fees.length > 0 ? ro.fees : sold.flatMap((job) => job.fees)).map((fee) => ({
      description: fee.name ?? null,
      sold_price_cents: fee.total,
    })),
    discount_cents: ro.discountTotal,
    tax_cents: ro.taxes,
    recommendations: status === 'CLOSED' ? recommendations(ro) : [],
  };
  // Not validated again here: ingest validates every RO it is handed (the same schema) and its
  // rejections, with the external id and the reason, go into the run's record beside these.
  return { ok: true, ro: candidate };
}

/** The id of an RO too broken to map, as the run's record can store it (see reportedId). */
function rawId(raw: unknown): string | null {
  const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
  return id === '' ? null : reportedId(id);
}

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function fullName(first: string | null | undefined, last: string | null | undefined): string | null {
  return present([present(first), present(last)].filter(Boolean).join(' '));
}

function employee(id: number | null | undefined, lookups: Lookups): Employee | null {
  if (id === null || id === undefined) return null;
  const known = lookups.employee(id);
  return {
    external_id: String(id),
    full_name: fullName(known?.firstName, known?.lastName) ?? `Employee ${id}`,
  };
}

function category(job: TekmetricJob): Category {
  const name = present(job.jobCategoryName);
  return name ? { external_id: name, name } : null;
}

/**
 * round(a × b), half up, on the decimal product: 165 × 0.7 is 115.49999999999999 in floating point
 * but 115.5 on the invoice, so the product is cut to 12 significant digits before rounding.
 */
export function product(a: number, b: number): number {
  return Math.round(Number((a * b).toPrecision(12)));
}

/** Integer parts of `total` in proportion to `weights`, summing exactly to `total`. */
export function apportion(total: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => (sum > 0 ? (total * w) / sum : total / weights.length));
  const out = shares.map(Math.floor);
  const order = shares.map((s, i) => ({ rest: s - out[i], i })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  let left = total - out.reduce((a, b) => a + b, 0);
  for (let k = 0; left > 0; k++, left--) out[order[k % order.length].i] += 1;
  return out;
}

function laborLines(job: TekmetricJob, ro: TekmetricRepairOrder, lookups: Lookups) {
  const technician = employee(job.technicianId ?? ro.technicianId, lookups);
  const actual = apportion(
    product(job.loggedHours, 3600),
    job.labor.map((item) => item.hours),
  );
  return job.labor.map((item, i) => ({
    description: present(item.name) ?? present(job.name),
    category: category(job),
    technician,
    sold_seconds: product(item.hours, 3600),
    actual_seconds: actual[i],
    sold_price_cents: product(item.rate, item.hours),
    cost_cents: 0,
  }));
}

function partLines(job: TekmetricJob) {
  return job.parts.map((part) => {
    const brand = present(part.brand);
    const name = present(part.name) ?? present(part.description);
    const type = `${part.partType?.code ?? ''} ${part.partType?.name ?? ''}`;
    return {
      description:
        brand && !name?.toLowerCase().startsWith(brand.toLowerCase())
          ? present(`${brand} ${name ?? ''}`)
          : name,
      part_number: present(part.partNumber),
      kind: /tire/i.test(type) ? ('tire' as const) : ('part' as const),
      category: category(job),
      quantity: part.quantity,
      sold_price_cents: product(part.retail, part.quantity),
      cost_cents: product(part.cost, part.quantity),
    };
  });
}

function subletLines(ro: TekmetricRepairOrder) {
  return ro.sublets
    .filter((sublet) => sublet.authorized !== false)
    .flatMap((sublet) => {
      const vendor = present(typeof sublet.vendor === 'string' ? sublet.vendor : sublet.vendor?.name);
      const describe = (name: string | null | undefined) => {
        const what = present(name) ?? present(sublet.name);
        return what && vendor ? `${what} (${vendor})` : (what ?? vendor);
      };
      if (sublet.items.length === 0) {
        return sublet.price > 0 || sublet.cost > 0
          ? [{ description: describe(null), sold_price_cents: sublet.price, cost_cents: sublet.cost }]
          : [];
      }
      return sublet.items.map((item) => ({
        description: describe(item.name),
        sold_price_cents: item.price,
        cost_cents: item.cost,
      }));
    });
}

function recommendations(ro: TekmetricRepairOrder) {
  return ro.jobs
    .filter((job) => job.authorized !== true && job.archived !== true)
    .map((job) => ({
      text: present(job.name) ?? `Job ${job.id ?? ''}`.trim(),
      recommended_date: (job.createdDate ?? ro.createdDate).slice(0, 10),
      amount_cents: job.subtotal,
    }));
}

function customer(id: number, lookups: Lookups) {
  const c = lookups.customer(id);
  if (!c) return { external_id: String(id) };
  const type = c.customerType;
  const business =
    typeof type === 'string'
      ? /business/i.test(type)
      : type
        ? type.id === 2 || /business/i.test(`${type.code ?? ''} ${type.name ?? ''}`)
        : false;
  const emails = typeof c.email === 'string' ? c.email.split(/[,;]/) : (c.email ?? []);
  const phones = [...(c.phone ?? [])].sort((a, b) => Number(b.primary === true) - Number(a.primary === true));
  return {
    external_id: String(id),
    first_name: present(business ? c.contactFirstName : c.firstName),
    last_name: present(business ? c.contactLastName : c.lastName),
    company: business ? fullName(c.firstName, c.lastName) : null,
    phone_numbers: unique(phones.map((p) => present(p.number))),
    email_addresses: unique(emails.map(present)),
    address: present([present(c.address?.address1), present(c.address?.address2)].filter(Boolean).join(', ')),
    city: present(c.address?.city),
    state: present(c.address?.state),
    postal_code: present(c.address?.zip),
    marketing_source: present(typeof c.leadSource === 'string' ? c.leadSource : c.leadSource?.name),
  };
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== null))];
}

function vehicle(id: number | null | undefined, lookups: Lookups) {
  if (id === null || id === undefined) return null;
  const v = lookups.vehicle(id);
  if (!v) return { external_id: String(id) };
  return {
    external_id: String(id),
    year: v.year || null,
    make: present(v.make),
    model: present(v.model),
    vin: present(v.vin),
  };
}
