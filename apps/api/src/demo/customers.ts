// Customers and their vehicles, derived from (location seed, customer number) alone so a customer
// looks the same on every visit; and duplicate customer records as kpis.md §6 defines them.
import {
  COMPANY_NAMES,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  MARKETING_SOURCES,
  STREET_NAMES,
  STREET_SUFFIXES,
  VEHICLES,
  VIN_CHARS,
} from './catalog';
import { rngFor, type Rng } from './random';
import type { CanonicalCustomer, CanonicalVehicle, DemoLocationPlan } from './types';

export interface DemoCustomer {
  customer: CanonicalCustomer;
  vehicles: CanonicalVehicle[];
}

type PhoneStyle = 'parens' | 'dashes' | 'dots' | 'digits' | 'international';
const PHONE_STYLES: readonly PhoneStyle[] = ['parens', 'dashes', 'dots', 'digits', 'international'];

/** How each shop system writes phone numbers. */
function phoneStyleOf(plan: DemoLocationPlan): PhoneStyle {
  return plan.shopManagementType === 'TEKMETRIC'
    ? 'parens'
    : plan.shopManagementType === 'PROTRACTOR'
      ? 'dashes'
      : 'digits';
}

function formatPhone(digits: string, style: PhoneStyle): string {
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  switch (style) {
    case 'parens':
      return `(${a}) ${b}-${c}`;
    case 'dashes':
      return `${a}-${b}-${c}`;
    case 'dots':
      return `${a}.${b}.${c}`;
    case 'digits':
      return digits;
    case 'international':
      return `+1 ${a} ${b} ${c}`;
  }
}

/**
 * A 555 number unique to the customer number within the location (for up to 10,000 customers per
 * area code): the area code cycles, the line is a permutation of the rest.
 */
function phoneDigits(plan: DemoLocationPlan, index: number): string {
  const codes = plan.area.areaCodes;
  const line = (Math.floor(index / codes.length) * 7919 + plan.seed) % 10_000;
  return `${codes[index % codes.length]}555${String(line).padStart(4, '0')}`;
}

function emailLocal(first: string, last: string, index: number, rng: Rng): string {
  const f = first.toLowerCase().replace(/[^a-z]/g, '');
  const l = last.toLowerCase().replace(/[^a-z]/g, '');
  const pattern = rng.int(0, 2);
  return pattern === 0 ? `${f}.${l}${index}` : pattern === 1 ? `${f[0]}${l}${index}` : `${f}${l}.${index}`;
}

const MAKES = VEHICLES.map(([make, models, weight]) => [[make, models] as const, weight] as const);
const VIN_ALPHABET = [...VIN_CHARS];

function vehicleOf(plan: DemoLocationPlan, owner: number, k: number, firstYear: number): CanonicalVehicle {
  const rng = rngFor(plan.seed, 'vehicle', owner, k);
  const [make, models] = rng.weighted(MAKES);
  const age = rng.weighted([
    [rng.int(0, 3), 2],
    [rng.int(4, 9), 5],
    [rng.int(10, 18), 3],
  ] as const);
  const vin = rng.chance(0.85) ? Array.from({ length: 17 }, () => rng.pick(VIN_ALPHABET)).join('') : null;
  return {
    external_id: `${plan.externalPrefix}v${owner}-${k + 1}`,
    year: firstYear - age,
    make,
    model: rng.pick(models),
    vin,
  };
}

/** Customer number `index` of a location, who first came in `firstYear`. */
export function customerOf(plan: DemoLocationPlan, index: number, firstYear: number): DemoCustomer {
  const rng = rngFor(plan.seed, 'customer', index);
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const phones = [formatPhone(phoneDigits(plan, index), phoneStyleOf(plan))];
  if (rng.chance(0.08))
    phones.push(
      formatPhone(
        `${rng.pick(plan.area.areaCodes)}${rng.int(201, 989)}${rng.int(1000, 9999)}`,
        phoneStyleOf(plan),
      ),
    );
  const email = rng.chance(0.75) ? `${emailLocal(first, last, index, rng)}@${rng.pick(EMAIL_DOMAINS)}` : null;
  const vehicleCount = rng.weighted([
    [1, 72],
    [2, 22],
    [3, 6],
  ] as const);
  return {
    customer: {
      external_id: `${plan.externalPrefix}c${index}`,
      first_name: first,
      last_name: last,
      company: rng.chance(0.03) ? rng.pick(COMPANY_NAMES) : null,
      phone_numbers: phones,
      email_addresses: email ? [email] : [],
      address: `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_SUFFIXES)}`,
      city: rng.chance(0.7) ? plan.area.city : rng.pick(plan.area.cities),
      state: plan.area.state,
      postal_code: rng.pick(plan.area.postalCodes),
      marketing_source: rng.weighted(MARKETING_SOURCES),
    },
    vehicles: Array.from({ length: vehicleCount }, (_, k) => vehicleOf(plan, index, k, firstYear)),
  };
}

/** The same name written differently: other case or stray white space (equal once normalized). */
function respell(name: string, variant: number): string {
  switch (variant % 4) {
    case 0:
      return name.toUpperCase();
    case 1:
      return name.toLowerCase();
    case 2:
      return ` ${name} `;
    default:
      return `${name}  `;
  }
}

/**
 * A second customer record for the same person, as a busy advisor creates one: the name spelled
 * differently, sharing the phone number (formatted differently) or the e-mail address (other case),
 * with a new customer number and vehicle records of its own.
 */
export function duplicateOf(plan: DemoLocationPlan, original: DemoCustomer, index: number): DemoCustomer {
  const rng = rngFor(plan.seed, 'duplicate', index);
  const o = original.customer;
  const email = o.email_addresses[0];
  const shareEmail = email !== undefined && rng.chance(0.4);
  const ownStyle = phoneStyleOf(plan);
  const otherStyle = rng.pick(PHONE_STYLES.filter((s) => s !== ownStyle));
  const originalDigits = o.phone_numbers[0].replace(/\D/g, '').slice(-10);
  const variant = rng.int(0, 3);
  return {
    customer: {
      ...o,
      external_id: `${plan.externalPrefix}c${index}`,
      first_name: respell(o.first_name ?? '', variant),
      last_name: respell(o.last_name ?? '', variant + 1),
      phone_numbers: shareEmail
        ? [formatPhone(phoneDigits(plan, index), ownStyle)]
        : [formatPhone(originalDigits, otherStyle)],
      email_addresses: shareEmail
        ? [email.replace(/^./, (c) => c.toUpperCase()).replace(/@.*/, (d) => d.toUpperCase())]
        : [],
      address: rng.chance(0.5) ? o.address : null,
      marketing_source: null,
    },
    vehicles: original.vehicles.map((v, k) => ({
      ...v,
      external_id: `${plan.externalPrefix}v${index}-${k + 1}`,
    })),
  };
}
