import { Rng } from '../../../demo/random';
import * as C from './catalog';
import { generatePeople } from './people';
import type { Coded, FakeRepairOrder, FakeShop, FakeShopOptions } from './types';
import { makeJob, recompute } from './work';

// A deterministic Tekmetric shop (seeded PRNG): customers, vehicles, employees and repair orders in
// Tekmetric's wire shape (connectors.md §1), all money in integer cents, every status 1–7 present
// (mostly Posted). Tests change it through edit/remove/add/corrupt, which move updatedDate to now
// as Tekmetric would.

export type * from './types';

const DAY = 86_400_000;
/** Tekmetric-style instants: UTC, whole seconds. */
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const status = (id: number): Coded => ({ id, code: C.STATUS_NAMES[id][0], name: C.STATUS_NAMES[id][1] });
const STATUS_WEIGHTS: [number, number][] = [
  [1, 8],
  [2, 5],
  [3, 4],
  [4, 3],
  [5, 70],
  [6, 5],
  [7, 5],
];

export function createFakeShop(options: FakeShopOptions = {}): FakeShop {
  const rng = new Rng(options.seed ?? 1);
  const shopId = options.shopId ?? 1234;
  const count = options.repairOrders ?? 300;
  // ROs are spread over `from` 00:00 to `to` 23:59:59 UTC, so the same seed and dates give the same
  // shop; an instant past now is pulled back to now (Tekmetric has no future updates).
  const nowMs = Date.now();
  const to = options.to ?? iso(nowMs).slice(0, 10);
  const from = options.from ?? iso(Date.parse(`${to}T00:00:00Z`) - 730 * DAY).slice(0, 10);
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Math.max(start, Date.parse(`${to}T23:59:59Z`));
  const latest = Math.max(start, Math.min(end, nowMs));
  let lastId = 0;
  const nextId = () => ++lastId;
  const people = generatePeople(rng, shopId, Math.max(5, Math.round(count / 3)));
  const jobs = { rng, nextId, technicians: people.technicians };
  const withSupplies = new Set<number>();

  function makeRo(
    roId: number,
    number: number,
    created: number,
    statusId: number,
    latest: number,
    forceSold = false,
  ) {
    const customer = rng.pick(people.customers);
    const own = people.vehicles.filter((v) => v.customerId === customer.id);
    const closing = statusId === 5 || statusId === 6;
    const posted = closing ? Math.min(created + rng.int(1, 72 * 60) * 60_000, latest) : null;
    const updated = Math.min(
      (posted ?? created + rng.int(0, 8 * 60) * 60_000) + rng.int(0, 900) * 1000,
      latest,
    );
    const miles = rng.int(8000, 160000);
    const ro: FakeRepairOrder = {
      id: roId,
      repairOrderNumber: number,
      shopId,
      repairOrderStatus: status(statusId),
      customerId: customer.id,
      vehicleId: rng.chance(0.97) ? rng.pick(own).id : null,
      serviceWriterId: rng.chance(0.95) ? rng.pick(people.writers) : null,
      technicianId: rng.pick(people.technicians),
      milesIn: miles,
      milesOut: posted ? miles + rng.int(0, 20) : null,
      createdDate: iso(created),
      updatedDate: iso(updated),
      completedDate: posted ? iso(posted) : null,
      postedDate: posted ? iso(posted) : null,
      deletedDate: statusId === 7 ? iso(updated) : null,
      ...{ laborSales: 0, partsSales: 0, subletSales: 0, discountTotal: 0, feeTotal: 0 },
      ...{ taxes: 0, amountPaid: 0, totalSales: 0 },
      jobs: [],
      sublets: [],
      fees: [],
      discounts: [],
      customerConcerns: rng.chance(0.4) ? [{ id: nextId(), concern: rng.pick(C.CONCERNS) }] : [],
    };
    ro.jobs = Array.from({ length: rng.int(1, 4) }, (_, i) =>
      makeJob(jobs, roId, iso(created), statusId, forceSold && i === 0),
    );
    if (statusId !== 1 && rng.chance(0.08)) {
      const s = rng.pick(C.SUBLETS);
      const vendor = { id: 90 + C.SUBLETS.indexOf(s), name: s.vendor };
      const items = [{ id: nextId(), name: s.name, cost: s.cost, price: s.price }];
      ro.sublets = [{ id: nextId(), name: s.name, vendor, authorized: true, items }];
    }
    if (rng.chance(0.6)) withSupplies.add(roId);
    recompute(ro, withSupplies.has(roId));
    if (rng.chance(0.12) && ro.laborSales + ro.partsSales > 5000) {
      ro.discounts = [{ id: nextId(), name: 'Coupon', total: rng.pick([1000, 2000, 2500]) }];
      recompute(ro, withSupplies.has(roId));
    }
    return ro;
  }

  // ROs numbered in the order they were opened; the first seven statuses are 1–7, then shuffled.
  const opened = Array.from({ length: count }, () =>
    Math.min(latest, Math.round(start + rng.next() * (end - start))),
  );
  opened.sort((a, b) => a - b);
  const statuses = Array.from({ length: count }, (_, i) => (i < 7 ? i + 1 : rng.weighted(STATUS_WEIGHTS)));
  for (let i = statuses.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [statuses[i], statuses[j]] = [statuses[j], statuses[i]];
  }
  const repairOrders = opened.map((at, i) => makeRo(100001 + i, 5001 + i, at, statuses[i], latest));

  let revision = 0;
  const find = (roId: number) => {
    revision += 1;
    const ro = repairOrders.find((r) => r.id === roId);
    if (!ro) throw new Error(`fake Tekmetric has no repair order ${roId}`);
    return ro;
  };
  return {
    shopId,
    customers: people.customers,
    vehicles: people.vehicles,
    employees: people.employees,
    repairOrders,
    get revision() {
      return revision;
    },
    edit(roId, change) {
      const ro = find(roId);
      if (change) change(ro);
      else {
        // Half an hour more diagnosis on a sold job (an unsold one becomes sold).
        const job = ro.jobs.find((j) => j.authorized === true && !j.archived) ?? ro.jobs[0];
        job.authorized = true;
        job.archived = false;
        job.labor.push({
          id: nextId(),
          name: 'Additional diagnosis',
          rate: 14900,
          hours: 0.5,
          complete: true,
        });
        recompute(ro, withSupplies.has(roId));
      }
      ro.updatedDate = iso(Date.now());
      return ro;
    },
    remove(roId) {
      const ro = find(roId);
      ro.repairOrderStatus = status(7);
      ro.deletedDate = ro.updatedDate = iso(Date.now());
      return ro;
    },
    add() {
      revision += 1;
      const now = Date.now();
      const last = repairOrders[repairOrders.length - 1];
      const opened = now - rng.int(30, 180) * 60_000;
      const ro = makeRo(
        (last?.id ?? 100000) + 1,
        (last?.repairOrderNumber ?? 5000) + 1,
        opened,
        5,
        now,
        true,
      );
      ro.postedDate = ro.completedDate = ro.updatedDate = iso(now);
      repairOrders.push(ro);
      return ro;
    },
    corrupt(roId) {
      find(roId).taxes = 12.5;
    },
  };
}
