// The lines of one repair order: jobs with labor, parts and tires, sublets, fees, discount, tax and
// recommendations, priced with realistic margins and the location's labor rate: posted per year
// (a raise each January), sold above or below it by kind of work, now and then discounted, and
// nothing at all on a comeback, so the effective labor rate differs by month, year and location.
import { addDays, parseDate } from '../analytics/dates';
import {
  CATEGORIES,
  JOBS,
  LABOR_RATE_FACTOR,
  LABOR_SPECIAL_FACTOR,
  LABOR_SPECIAL_SHARE,
  LABOR_SPECIALS,
  SUBLETS,
  type CategoryKey,
  type JobTemplate,
} from './jobs';
import { RECOMMENDATION_NOTES } from './catalog';
import { rngFor, type Rng } from './random';
import type {
  CanonicalEmployee,
  CanonicalFeeLine,
  CanonicalLaborLine,
  CanonicalPartLine,
  CanonicalRecommendation,
  CanonicalSubletLine,
  DemoLocationPlan,
} from './types';

interface Technician {
  employee: CanonicalEmployee;
  /** Sold ÷ actual time, around 0.85–1.15. */
  efficiency: number;
  /** Labor cost as a share of labor sold (what the shop pays per flagged hour). */
  payShare: number;
  weight: number;
}

export interface Shop {
  plan: DemoLocationPlan;
  /** Each with how often they write or work an RO. */
  writers: (readonly [CanonicalEmployee, number])[];
  technicians: Technician[];
  technicianWeights: (readonly [Technician, number])[];
  /** Primary-job weights per month (index 0 = January). */
  primaryByMonth: (readonly [JobTemplate, number])[][];
  addons: (readonly [JobTemplate, number])[];
  /** The posted labor rate of a year, in whole dollars. */
  rateOf: (year: number) => number;
  /** The kind of work on special in a month ('YYYY-MM'), if any. */
  specialOf: (yearMonth: string) => CategoryKey | null;
}

export function shopOf(plan: DemoLocationPlan, today: string): Shop {
  const currentYear = parseDate(today).year;
  const rates = new Map<number, number>();
  const rateOf = (year: number): number => {
    let rate = rates.get(year);
    if (rate === undefined) {
      const raises = Math.max(0, currentYear - year);
      rate = Math.round(plan.laborRateCents / (1 + plan.laborRaisePercent / 100) ** raises / 100) * 100;
      rates.set(year, rate);
    }
    return rate;
  };
  const specials = new Map<string, CategoryKey | null>();
  const specialOf = (yearMonth: string): CategoryKey | null => {
    let special = specials.get(yearMonth);
    if (special === undefined) {
      const r = rngFor(plan.seed, 'special', yearMonth);
      special = r.chance(LABOR_SPECIAL_SHARE) ? r.pick(LABOR_SPECIALS) : null;
      specials.set(yearMonth, special);
    }
    return special;
  };
  const writers = plan.writers.map(
    (employee, i) => [employee, rngFor(plan.seed, 'writer', i).real(0.6, 1.4)] as const,
  );
  const technicians = plan.technicians.map((employee, i) => {
    const r = rngFor(plan.seed, 'technician', i);
    return {
      employee,
      efficiency: r.real(0.88, 1.12),
      payShare: r.real(0.26, 0.34),
      weight: r.real(0.5, 1.5),
    };
  });
  const primaryByMonth = Array.from({ length: 12 }, (_, m) =>
    JOBS.filter((j) => j.primary > 0).map(
      (j) => [j, j.primary * (j.peakMonths?.includes(m + 1) ? 2 : 1)] as const,
    ),
  );
  const addons = JOBS.filter((j) => j.addon > 0).map((j) => [j, j.addon] as const);
  const technicianWeights = technicians.map((t) => [t, t.weight] as const);
  return { plan, writers, technicians, technicianWeights, primaryByMonth, addons, rateOf, specialOf };
}

export interface RoContent {
  writer: CanonicalEmployee;
  technician: CanonicalEmployee;
  labor: CanonicalLaborLine[];
  parts: CanonicalPartLine[];
  sublets: CanonicalSubletLine[];
  fees: CanonicalFeeLine[];
  discount_cents: number;
  tax_cents: number;
  recommendations: CanonicalRecommendation[];
  inspection: boolean;
  soldSeconds: number;
}

const ALIGNMENT = JOBS.filter((j) => j.category === 'alignment');
const REPAIRS = JOBS.filter((j) => ['brakes', 'suspension', 'electrical', 'engine', 'hvac'].includes(j.category));

function chooseJobs(rng: Rng, shop: Shop, month: number): JobTemplate[] {
  const jobs = [rng.weighted(shop.primaryByMonth[month - 1])];
  // New tires often go with an alignment.
  if (jobs[0].category === 'tires' && jobs[0].parts.length > 0 && rng.chance(0.4)) {
    jobs.push(rng.pick(ALIGNMENT));
  }
  const extra = rng.weighted([
    [0, 42],
    [1, 34],
    [2, 17],
    [3, 7],
  ] as const);
  for (let i = 0; i < extra; i++) {
    const job = rng.weighted(shop.addons);
    if (!jobs.includes(job)) jobs.push(job);
  }
  return jobs;
}

function priceParts(rng: Rng, job: JobTemplate): CanonicalPartLine[] {
  return job.parts.map((p) => {
    const quantity = rng.int(p.quantity[0], p.quantity[1]);
    const unitCost = rng.int(p.unitCost[0], p.unitCost[1]);
    const margin = p.kind === 'tire' ? rng.real(0.22, 0.32) : rng.real(0.4, 0.55);
    const unitSold = Math.round(unitCost / (1 - margin) / 10) * 10 - 1;
    return {
      description: p.description,
      part_number: `${p.partNumber}${rng.int(1000, 9999)}`,
      kind: p.kind,
      category: CATEGORIES[job.category],
      quantity,
      sold_price_cents: unitSold * quantity,
      cost_cents: unitCost * quantity,
    };
  });
}

/** A share of labor lines the advisor discounts (a loyal customer, a price match, a long wait). */
const LABOR_DISCOUNT_SHARE = 0.05;
/** ROs with a comeback: the earlier job checked again and put right at no charge. */
const COMEBACK_SHARE = 0.012;

/**
 * One labor line: flagged hours sold at the job's share of the posted rate (the technician is paid
 * per flagged hour, whatever the line sells for), and `description` instead of the job's when given.
 */
function laborLine(
  rng: Rng,
  shop: Shop,
  job: JobTemplate,
  primary: Technician,
  rate: number,
  special: CategoryKey | null,
  comeback = false,
): CanonicalLaborLine {
  const tech = rng.chance(0.85) ? primary : rng.pick(shop.technicians);
  const hours = comeback ? ([0.3, 1] as const) : job.hours;
  const tenths = Math.max(1, Math.round(rng.real(hours[0], hours[1]) * 10));
  let factor = LABOR_RATE_FACTOR[job.category] * (job.category === special ? LABOR_SPECIAL_FACTOR : 1);
  if (rng.chance(LABOR_DISCOUNT_SHARE)) factor *= rng.pick([0.8, 0.85, 0.9]);
  const sold = comeback ? 0 : Math.round((tenths * rate * factor) / 10);
  const soldSeconds = tenths * 360;
  const efficiency = tech.efficiency * rng.around(1, 0.12);
  return {
    description: comeback ? `Comeback, no charge: ${job.description.toLowerCase()}` : job.description,
    category: CATEGORIES[job.category],
    technician: tech.employee,
    sold_seconds: soldSeconds,
    actual_seconds: Math.max(60, Math.round(soldSeconds / efficiency / 60) * 60),
    sold_price_cents: sold,
    cost_cents: Math.round((tenths * rate * tech.payShare) / 10),
  };
}

/** What a job would cost the customer, rounded to whole dollars: the amount of a recommendation. */
function estimateCents(job: JobTemplate, rate: number): number {
  const laborRateCents = rate * LABOR_RATE_FACTOR[job.category];
  const hours = (job.hours[0] + job.hours[1]) / 2;
  const parts = job.parts.reduce(
    (sum, p) => sum + (((p.quantity[0] + p.quantity[1]) / 2) * ((p.unitCost[0] + p.unitCost[1]) / 2)) / 0.55,
    0,
  );
  return Math.round((hours * laborRateCents + parts) / 100) * 100;
}

function recommend(rng: Rng, rate: number, done: JobTemplate[], date: string): CanonicalRecommendation[] {
  const count = rng.weighted([
    [0, 45],
    [1, 30],
    [2, 17],
    [3, 8],
  ] as const);
  const result: CanonicalRecommendation[] = [];
  for (let i = 0; i < count; i++) {
    const job = rng.pick(JOBS);
    if (done.includes(job)) continue;
    result.push({
      text: `${job.description}: ${rng.pick(RECOMMENDATION_NOTES)}`,
      recommended_date: date,
      due_date: addDays(date, rng.pick([14, 30, 60, 90, 180])),
      recommendation_type: job.recommendation,
      amount_cents: estimateCents(job, rate),
    });
  }
  return result;
}

/** The lines of one RO whose business (or opening) date is `date`. */
export function buildContent(rng: Rng, shop: Shop, date: string, month: number): RoContent {
  const rate = shop.rateOf(parseDate(date).year);
  const special = shop.specialOf(date.slice(0, 7));
  const jobs = chooseJobs(rng, shop, month);
  const writer = rng.weighted(shop.writers);
  const primary = rng.weighted(shop.technicianWeights);
  const labor = jobs.map((job) => laborLine(rng, shop, job, primary, rate, special));
  if (rng.chance(COMEBACK_SHARE)) labor.push(laborLine(rng, shop, rng.pick(REPAIRS), primary, rate, special, true));
  const parts = jobs.flatMap((job) => priceParts(rng, job));
  const sublets: CanonicalSubletLine[] = [];
  if (rng.chance(0.04)) {
    const s = rng.pick(SUBLETS);
    const cost = rng.int(s.cost[0] / 100, s.cost[1] / 100) * 100;
    sublets.push({
      description: s.description,
      sold_price_cents: Math.round(cost * rng.real(1.25, 1.45)),
      cost_cents: cost,
    });
  }
  const laborSold = labor.reduce((sum, l) => sum + l.sold_price_cents, 0);
  const fees: CanonicalFeeLine[] = [];
  if (rng.chance(0.85)) {
    fees.push({
      description: 'Shop supplies',
      sold_price_cents: Math.min(4500, Math.max(500, Math.round(laborSold * 0.07))),
    });
  }
  if (jobs.some((j) => j.category === 'oil') && rng.chance(0.5)) {
    fees.push({ description: 'Hazardous waste disposal', sold_price_cents: 350 });
  }
  const tires = parts.filter((p) => p.kind === 'tire').reduce((sum, p) => sum + p.quantity, 0);
  if (tires > 0) fees.push({ description: 'Tire disposal fee', sold_price_cents: 300 * tires });
  const partsSold = parts.reduce((sum, p) => sum + p.sold_price_cents, 0);
  const subtotal =
    laborSold +
    partsSold +
    sublets.reduce((s, l) => s + l.sold_price_cents, 0) +
    fees.reduce((s, f) => s + f.sold_price_cents, 0);
  let discount = 0;
  if (rng.chance(0.12)) {
    discount = rng.chance(0.5)
      ? rng.pick([1000, 1500, 2000, 2500, 5000])
      : Math.min(7500, Math.round(laborSold * 0.1));
    discount = Math.min(discount, Math.floor(subtotal / 2));
  }
  return {
    writer,
    technician: primary.employee,
    labor,
    parts,
    sublets,
    fees,
    discount_cents: discount,
    tax_cents: Math.round((partsSold * shop.plan.taxRatePercent) / 100),
    recommendations: recommend(rng, rate, jobs, date),
    inspection: rng.chance(0.65),
    soldSeconds: labor.reduce((sum, l) => sum + l.sold_seconds, 0),
  };
}
