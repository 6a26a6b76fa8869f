import type { Rng } from '../../../demo/random';
import * as C from './catalog';
import type { FakeJob, FakeRepairOrder } from './types';

// Jobs of the fake shop, and the totals Tekmetric shows for them and for their RO.

export interface JobContext {
  rng: Rng;
  nextId: () => number;
  technicians: number[];
}

/** A job from the catalog. Estimates are undecided or declined; other ROs mostly authorized. */
export function makeJob(
  ctx: JobContext,
  roId: number,
  created: string,
  statusId: number,
  forceSold: boolean,
): FakeJob {
  const { rng, nextId } = ctx;
  const t = rng.pick(C.JOBS);
  const rate = rng.pick(C.LABOR_RATES);
  let authorized: boolean | null = true;
  if (!forceSold && statusId === 1) authorized = rng.chance(0.7) ? null : false;
  else if (!forceSold)
    authorized = rng.weighted<boolean | null>([
      [true, 80],
      [false, 12],
      [null, 8],
    ]);
  const job: FakeJob = {
    id: nextId(),
    repairOrderId: roId,
    name: t.name,
    jobCategoryName: t.category,
    technicianId: rng.chance(0.9) ? rng.pick(ctx.technicians) : null,
    authorized,
    archived: !forceSold && rng.chance(0.07),
    laborHours: 0,
    loggedHours: 0,
    partsTotal: 0,
    laborTotal: 0,
    discountTotal: 0,
    feeTotal: 0,
    subtotal: 0,
    createdDate: created,
    labor: t.labor.map((l) => ({
      id: nextId(),
      name: l.name,
      rate,
      hours: rng.pick(l.hours),
      complete: statusId >= 3,
    })),
    parts: t.parts
      .filter(() => rng.chance(0.85))
      .map((p) => ({
        id: nextId(),
        quantity: rng.pick(p.quantities),
        brand: p.brand,
        name: p.name,
        partNumber: p.partNumber,
        cost: p.cost,
        retail: Math.round(p.cost * rng.real(1.4, 2)),
        partType: p.tire ? { id: 2, code: 'TIRE', name: 'Tire' } : { id: 1, code: 'PART', name: 'Part' },
      })),
    fees: rng.chance(0.15) ? [{ id: nextId(), name: 'Hazardous waste disposal', total: 300 }] : [],
    discounts: [],
  };
  // Technicians clock time on authorized work only, a bit under or over the sold hours.
  const hours = job.labor.reduce((s, l) => s + l.hours, 0);
  if (statusId !== 1 && authorized === true)
    job.loggedHours = Math.round(hours * rng.real(0.6, 1.3) * 10) / 10;
  return job;
}

/** Job and RO totals from the lines. The RO fee list holds shop supplies and repeats the sold jobs' fees. */
export function recompute(ro: FakeRepairOrder, shopSupplies: boolean): void {
  const sum = <T>(items: T[], of: (item: T) => number) => items.reduce((s, item) => s + of(item), 0);
  for (const j of ro.jobs) {
    j.laborHours = Math.round(sum(j.labor, (l) => l.hours) * 100) / 100;
    j.laborTotal = sum(j.labor, (l) => Math.round(l.rate * l.hours));
    j.partsTotal = sum(j.parts, (p) => Math.round(p.retail * p.quantity));
    j.feeTotal = sum(j.fees, (f) => f.total);
    j.subtotal = j.laborTotal + j.partsTotal + j.feeTotal - j.discountTotal;
  }
  const sold = ro.jobs.filter((j) => j.authorized === true && !j.archived);
  ro.laborSales = sum(sold, (j) => j.laborTotal);
  ro.partsSales = sum(sold, (j) => j.partsTotal);
  ro.subletSales = sum(
    ro.sublets.filter((s) => s.authorized),
    (s) => sum(s.items, (i) => i.price),
  );
  const supplies = Math.min(3500, Math.round(ro.laborSales * 0.05));
  ro.fees = [
    ...(shopSupplies && supplies > 0 ? [{ id: ro.id, name: 'Shop supplies', total: supplies }] : []),
    ...sold.flatMap((j) => j.fees),
  ];
  ro.feeTotal = sum(ro.fees, (f) => f.total);
  ro.discountTotal = sum(ro.discounts, (d) => d.total);
  ro.taxes = Math.round((ro.partsSales + ro.feeTotal) * 0.0825);
  ro.totalSales = ro.laborSales + ro.partsSales + ro.subletSales + ro.feeTotal - ro.discountTotal + ro.taxes;
  ro.amountPaid = ro.postedDate ? ro.totalSales : 0;
}
