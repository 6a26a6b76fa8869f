// The repair orders of one demo location, day by day, as batches of canonical ROs (ingest.md §1).
// Customers come back at their own pace: most every 3–9 months, some lapse for more than a year and
// then return, many come once and never again; new customers arrive every working day.
import { INGEST_MAX_BATCH, type RoStatus } from '@rlo/contract';
import { addDays, addYears, isoWeekday, listDates, parseDate } from '../analytics/dates';
import { closedRoCount, isShopOpen } from './calendar';
import { buildContent, shopOf, type RoContent } from './content';
import { customerOf, duplicateOf, type DemoCustomer } from './customers';
import { MinHeap } from './heap';
import { hashSeed, Rng } from './random';
import { formatInstant, wallDay, wallInstant } from './time';
import type { CanonicalRo, CanonicalVehicle, DemoLocationPlan } from './types';

export interface GenerateOptions {
  /** Local date of "today" ('YYYY-MM-DD'); the last ROs are from the day before. */
  today: string;
  /** ROs per batch: at most, and by default, INGEST_MAX_BATCH. */
  batchSize?: number;
}

/** A customer the simulation follows until they stop coming. */
interface Patron {
  index: number;
  firstYear: number;
  /** Loyal customers come back; the others visit once. */
  loyal: boolean;
  intervalDays: number;
  visits: number;
  /** Day number (days since the first day) when they are due back. */
  due: number;
}

interface Visit {
  status: RoStatus;
  who: DemoCustomer;
  vehicle: CanonicalVehicle;
  content: RoContent;
  opened: number;
  closed: number | null;
}

const HOUR = 3600;
/** At least this share of a day's ROs are new customers, however many are due back. */
const MIN_NEW_SHARE = 0.15;
const LOYAL_SHARE = 0.6;
const CHURN_AFTER_VISIT = 0.14;
const LAPSE_AFTER_VISIT = 0.09;
/** Returning visits recorded under a new, duplicate customer: often until a location has 5, then rarely. */
const DUPLICATES_GUARANTEED = 5;

function shopHours(date: string): { open: number; close: number } {
  return isoWeekday(date) === 6
    ? { open: 8 * HOUR, close: 14 * HOUR }
    : { open: 7.5 * HOUR, close: 18 * HOUR };
}

function* repairOrdersOf(plan: DemoLocationPlan, today: string): Generator<CanonicalRo> {
  const rng = new Rng(hashSeed(plan.seed, 'visits'));
  const shop = shopOf(plan, today);
  const zone = plan.timezone;
  const first = plan.fromYearStart
    ? `${parseDate(today).year - plan.years}-01-01`
    : addYears(today, -plan.years);
  const dates = listDates(first, addDays(today, -1));
  const waiting = new MinHeap<Patron>((a, b) => a.due < b.due || (a.due === b.due && a.index < b.index));
  let nextIndex = 1;
  let duplicates = 0;
  let counter = 0;
  let previousOpen: { date: string; wall: number } | null = null;

  const newPatron = (firstYear: number): Patron => ({
    index: nextIndex++,
    firstYear,
    loyal: rng.chance(LOYAL_SHARE),
    intervalDays: rng.int(90, 270),
    visits: 0,
    due: 0,
  });
  // A local time of day on a date whose midnight-as-UTC is `wall`.
  const at = (wall: number, second: number): number => wallInstant(zone, wall + second * 1000);

  for (let day = 0; day < dates.length; day++) {
    const date = dates[day];
    if (!isShopOpen(plan, date)) continue;
    const { year, month } = parseDate(date);
    const { open, close } = shopHours(date);
    const wall = wallDay(date);
    const count = closedRoCount(plan, date, day / dates.length, rng);

    const patrons: Patron[] = [];
    const maxReturning = count - Math.max(1, Math.round(count * MIN_NEW_SHARE));
    for (let p = waiting.peek(); p && p.due <= day && patrons.length < maxReturning; p = waiting.peek()) {
      patrons.push(p);
      waiting.pop();
    }
    while (patrons.length < count) patrons.push(newPatron(year));

    const visits: Visit[] = [];
    for (const patron of patrons) {
      let who = customerOf(plan, patron.index, patron.firstYear);
      if (patron.visits > 0 && rng.chance(duplicates < DUPLICATES_GUARANTEED ? 0.05 : 0.003)) {
        who = duplicateOf(plan, who, nextIndex++);
        duplicates++;
      }
      const vehicle = rng.pick(who.vehicles);
      const content = buildContent(rng, shop, date, month);
      let opened: number;
      let closed: number;
      if (previousOpen !== null && rng.chance(content.soldSeconds >= 3 * HOUR ? 0.4 : 0.04)) {
        // Dropped off the working day before, finished today.
        const before = shopHours(previousOpen.date);
        opened = at(previousOpen.wall, rng.int(before.open - 900, before.close - 2 * HOUR));
        closed = at(wall, rng.int(open + 1.5 * HOUR, close));
      } else {
        const start = rng.chance(0.6)
          ? rng.int(open - 900, open + 2 * HOUR)
          : rng.int(open + 2 * HOUR, close - 4 * HOUR);
        const duration = Math.round(content.soldSeconds * rng.real(1.2, 2.6)) + rng.int(600, HOUR);
        let end = Math.min(start + duration, close - rng.int(0, 2700));
        if (end < start + 900) end = start + rng.int(900, 1800);
        opened = at(wall, start);
        closed = at(wall, end);
      }
      visits.push({ status: 'CLOSED', who, vehicle, content, opened, closed });

      if (rng.chance(0.03)) {
        // An estimate for more work, written the same day.
        const start = at(wall, rng.int(open, close - 1800));
        visits.push({
          status: 'ESTIMATE',
          who,
          vehicle,
          content: buildContent(rng, shop, date, month),
          opened: start,
          closed: null,
        });
      }
      if (rng.chance(0.015)) {
        // An RO entered by mistake and deleted by the shop.
        const start = rng.int(open, close - HOUR);
        visits.push({
          status: 'DELETED',
          who,
          vehicle,
          content: buildContent(rng, shop, date, month),
          opened: at(wall, start),
          closed: at(wall, start + rng.int(900, HOUR)),
        });
      }

      patron.visits++;
      if (patron.loyal && !rng.chance(CHURN_AFTER_VISIT)) {
        const lapse = rng.chance(LAPSE_AFTER_VISIT);
        patron.due =
          day + (lapse ? rng.int(400, 680) : Math.round(patron.intervalDays * rng.real(0.75, 1.3)));
        waiting.push(patron);
      }
    }

    const daysLeft = dates.length - 1 - day;
    if (daysLeft <= 2) {
      // Cars still in the shop: open ROs of the last days only.
      const openCount = daysLeft === 0 ? rng.int(4, 8) : rng.int(1, 3);
      for (let i = 0; i < openCount; i++) {
        const top = waiting.peek();
        const patron = top && top.due <= day + 30 ? top : newPatron(year);
        if (patron === top) waiting.pop();
        const who = customerOf(plan, patron.index, patron.firstYear);
        const content = buildContent(rng, shop, date, month);
        visits.push({
          status: 'OPEN',
          who,
          vehicle: rng.pick(who.vehicles),
          content,
          opened: at(wall, rng.int(open, close - 1800)),
          closed: null,
        });
      }
    }

    visits.sort((a, b) => a.opened - b.opened);
    for (const v of visits) {
      counter++;
      const c = v.content;
      yield {
        external_id: `${plan.externalPrefix}ro${counter}`,
        order_number: String(plan.firstOrderNumber + counter),
        status: v.status,
        opened: formatInstant(zone, v.opened),
        closed: v.closed === null ? null : formatInstant(zone, v.closed),
        modified: formatInstant(zone, (v.closed ?? v.opened) + rng.int(30, 2700) * 1000),
        customer: v.who.customer,
        vehicle: v.vehicle,
        writer: c.writer,
        technician: c.technician,
        labor: c.labor,
        parts: c.parts,
        sublets: c.sublets,
        fees: c.fees,
        discount_cents: c.discount_cents,
        tax_cents: c.tax_cents,
        recommendations: c.recommendations,
        inspection: c.inspection,
      };
    }
    previousOpen = { date, wall };
  }
}

/**
 * The location's ROs, oldest first, in batches of at most `batchSize` (1,000): lazy, so a
 * million ROs never sit in memory at once. Same plan and today → the same ROs.
 */
export function* generateRepairOrders(
  plan: DemoLocationPlan,
  options: GenerateOptions,
): Generator<CanonicalRo[], void, undefined> {
  const size = Math.min(options.batchSize ?? INGEST_MAX_BATCH, INGEST_MAX_BATCH);
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`batch size must be 1..${INGEST_MAX_BATCH}`);
  let batch: CanonicalRo[] = [];
  for (const ro of repairOrdersOf(plan, options.today)) {
    batch.push(ro);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
