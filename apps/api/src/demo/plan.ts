// Who and what the demo data holds: "Demo Auto Group" with its sign-ins and locations, and the peer
// shops that Measure My Shop compares it with. Pure data: the same options give the same plan.
import type { ManagementSystem } from '@rlo/contract';
import { parseDate } from '../analytics/dates';
import { FIRST_NAMES, LAST_NAMES } from './catalog';
import { hashSeed, rngFor } from './random';
import { DEMO_PASSWORD } from './sign-ins';
import { ALL, DEMO_SITES, LARGE_SITES, PEERS, type Site } from './sites';
import type {
  CanonicalEmployee,
  DemoBusinessDetails,
  DemoLocationPlan,
  DemoOptions,
  DemoPartnerPlan,
  DemoPlan,
  DemoScale,
} from './types';

export const DEMO_SEED = 424_242;
export const DEMO_PARTNER_NAME = 'Demo Auto Group';
export const DEMO_OWNER_EMAIL = 'owner@demo-auto.com';
/** The head office of Demo Auto Group (in Austin, like its Downtown location). */
export const DEMO_PARTNER_DETAILS: DemoBusinessDetails = {
  website: 'www.demo-auto.com',
  address: '1200 Congress Avenue',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '(512) 555-0100',
};

const PREFIX: Record<ManagementSystem, string> = {
  TEKMETRIC: 'tm-',
  PROTRACTOR: 'pr-',
  RSMT: 'rs-',
  SHOPWARE: 'sw-',
  SHOPBOSS: 'sb-',
  OTHER: 'ot-',
};

/** Stable service advisors and technicians: the same names and external ids on every run. */
function staffOf(key: string, prefix: string, writers: number, technicians: number) {
  const rng = rngFor(DEMO_SEED, key, 'staff');
  const names = new Set<string>();
  const people: CanonicalEmployee[] = [];
  while (people.length < writers + technicians) {
    const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    if (names.has(name)) continue;
    names.add(name);
    people.push({ external_id: `${prefix}e${people.length + 1}`, full_name: name });
  }
  return { writers: people.slice(0, writers), technicians: people.slice(writers) };
}

interface History {
  years: number;
  fromYearStart: boolean;
  volume: DemoLocationPlan['volume'];
}

function locationOf(site: Site, history: History): DemoLocationPlan {
  const seed = hashSeed(DEMO_SEED, site.key);
  const prefix = PREFIX[site.system];
  const { taxRatePercent, ...where } = site.area;
  return {
    key: site.key,
    name: site.name,
    timezone: site.timezone,
    workingDays: site.workingDays,
    shopManagementType: site.system,
    subscriptions: site.subscriptions,
    seed,
    years: history.years,
    fromYearStart: history.fromYearStart,
    volume: { ...history.volume, ...site.volume, level: site.level },
    area: where,
    ...(site.street ? { street: site.street } : {}),
    externalPrefix: prefix,
    firstOrderNumber: 1000 + (seed % 90) * 1000,
    laborRateCents: site.laborRateCents,
    // A raise each January of 3–6 %, by half points.
    laborRaisePercent: rngFor(DEMO_SEED, site.key, 'raise').int(6, 12) / 2,
    taxRatePercent,
    ...staffOf(site.key, prefix, site.staff[0], site.staff[1]),
  };
}

/** History and daily volume of each scale. */
const SCALES: Record<DemoScale, History & { sites: Site[] }> = {
  small: { sites: DEMO_SITES, years: 3, fromYearStart: false, volume: { min: 20, span: 25, level: 0 } },
  large: {
    sites: [...DEMO_SITES, ...LARGE_SITES],
    years: 5,
    fromYearStart: false,
    volume: { min: 60, span: 45, level: 0 },
  },
};
/**
 * Peers only feed Measure My Shop, which compares the year and the month to date: they get this
 * year's days only, so shops the size of the demo's own (each its own volume) cost little to load.
 */
const PEER_HISTORY: History = { years: 0, fromYearStart: true, volume: { min: 20, span: 25, level: 0 } };

export function generateDemoPlan(options: DemoOptions): DemoPlan {
  parseDate(options.today);
  const scale = SCALES[options.scale];
  const demo: DemoPartnerPlan = {
    key: 'demo',
    businessName: DEMO_PARTNER_NAME,
    details: DEMO_PARTNER_DETAILS,
    owner: { email: DEMO_OWNER_EMAIL, name: 'Dana Owner', password: DEMO_PASSWORD, role: 'Admin' },
    users: [
      {
        email: 'advisor@demo-auto.com',
        name: 'Alex Advisor',
        password: DEMO_PASSWORD,
        role: 'LocationManager',
      },
    ],
    locations: scale.sites.map((site) => locationOf(site, scale)),
  };
  const peers = PEERS.map((peer, i): DemoPartnerPlan => ({
    key: `peer-${i + 1}`,
    businessName: peer.businessName,
    owner: {
      email: `owner@peer-${i + 1}.demo`,
      name: peer.ownerName,
      password: DEMO_PASSWORD,
      role: 'Admin',
    },
    users: [],
    locations: peer.sites.map((site, j) =>
      locationOf({ ...site, key: `peer-${i + 1}-${j + 1}`, subscriptions: ALL }, PEER_HISTORY),
    ),
  }));
  return { today: options.today, scale: options.scale, partners: [demo, ...peers] };
}
