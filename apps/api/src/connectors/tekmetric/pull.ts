import { TEKMETRIC_LOOKUP_CONCURRENCY, TEKMETRIC_PAGE_SIZE } from '@rlo/contract';
import { TekmetricError, type TekmetricClient } from './client';
import { mapRepairOrder, type CanonicalRepairOrderInput, type Lookups } from './mapping';
import { repairOrderRefsShape, type TekmetricCustomer, type TekmetricVehicle } from './shapes';

// One sync run's pull: the ROs whose updatedDate falls in the window, page by page, mapped to
// canonical ROs. Employees are read once per run; customers and vehicles once per id per run.

export interface PulledPage {
  page: number;
  totalPages: number;
  repairOrders: CanonicalRepairOrderInput[];
  rejections: { externalId: string | null; reason: string }[];
}

export interface PullWindow {
  /** YYYY-MM-DD, inclusive, compared with updatedDate by Tekmetric. */
  from: string;
  to: string;
}

export interface PullOptions {
  /** Resume a run at this 0-based page. */
  startPage?: number;
  pageSize?: number;
}

type PullClient = Pick<TekmetricClient, 'repairOrdersPage' | 'customer' | 'vehicle' | 'employees'>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function* pullRepairOrders(
  client: PullClient,
  window: PullWindow,
  options: PullOptions = {},
): AsyncGenerator<PulledPage> {
  if (!DATE.test(window.from) || !DATE.test(window.to))
    throw new RangeError(`pull window must be YYYY-MM-DD dates, got ${window.from}..${window.to}`);
  const size = options.pageSize ?? TEKMETRIC_PAGE_SIZE;
  const employees = new Map((await client.employees()).map((e) => [e.id, e]));
  // null = looked up and not found (or unreadable): mapped with its id only, and not asked again.
  const customers = new Map<number, TekmetricCustomer | null>();
  const vehicles = new Map<number, TekmetricVehicle | null>();
  const lookups: Lookups = {
    customer: (id) => customers.get(id) ?? undefined,
    vehicle: (id) => vehicles.get(id) ?? undefined,
    employee: (id) => employees.get(id),
  };

  for (let page = options.startPage ?? 0; ; page++) {
    const answer = await client.repairOrdersPage({
      updatedDateStart: window.from,
      updatedDateEnd: window.to,
      page,
      size,
    });
    await fetchMissing(client, answer.content, customers, vehicles);
    const out: PulledPage = { page, totalPages: answer.totalPages, repairOrders: [], rejections: [] };
    for (const raw of answer.content) {
      const mapped = mapRepairOrder(raw, lookups);
      if (mapped.ok) out.repairOrders.push(mapped.ro);
      else out.rejections.push({ externalId: mapped.externalId, reason: mapped.reason });
    }
    yield out;
    // page + 1 >= totalPages guards against a server that never says `last`.
    if (answer.last || answer.content.length === 0 || page + 1 >= answer.totalPages) return;
  }
}

/** Looks up the customers and vehicles of a page that are not cached yet, a few at a time. */
async function fetchMissing(
  client: PullClient,
  content: unknown[],
  customers: Map<number, TekmetricCustomer | null>,
  vehicles: Map<number, TekmetricVehicle | null>,
): Promise<void> {
  const tasks = new Map<string, () => Promise<void>>();
  for (const raw of content) {
    const refs = repairOrderRefsShape.safeParse(raw);
    if (!refs.success) continue;
    const { customerId, vehicleId } = refs.data;
    if (customerId != null && !customers.has(customerId)) {
      tasks.set(
        `c${customerId}`,
        async () => void customers.set(customerId, await unlessMalformed(() => client.customer(customerId))),
      );
    }
    if (vehicleId != null && !vehicles.has(vehicleId)) {
      tasks.set(
        `v${vehicleId}`,
        async () => void vehicles.set(vehicleId, await unlessMalformed(() => client.vehicle(vehicleId))),
      );
    }
  }
  await inPool([...tasks.values()], TEKMETRIC_LOOKUP_CONCURRENCY);
}

/** An unreadable customer or vehicle only costs its details; anything else stops the run. */
async function unlessMalformed<T>(lookup: () => Promise<T | null>): Promise<T | null> {
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof TekmetricError && error.kind === 'malformed') return null;
    throw error;
  }
}

async function inPool(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < tasks.length) {
      const task = tasks[next++];
      try {
        await task();
      } catch (error) {
        failed = true; // the other workers take no new task once the run is failing
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}
