// The work a shop sells: job templates by category, with labor hours, parts and how often they occur.
import type { CanonicalCategory, RecommendationType } from './types';

export const CATEGORIES = {
  brakes: { external_id: '1', name: 'Brakes' },
  oil: { external_id: '2', name: 'Oil & Lube' },
  tires: { external_id: '3', name: 'Tires' },
  alignment: { external_id: '4', name: 'Alignment' },
  diagnostics: { external_id: '5', name: 'Diagnostics' },
  electrical: { external_id: '6', name: 'Electrical' },
  suspension: { external_id: '7', name: 'Suspension' },
  hvac: { external_id: '8', name: 'HVAC' },
  engine: { external_id: '9', name: 'Engine' },
  transmission: { external_id: '10', name: 'Transmission' },
  inspection: { external_id: '11', name: 'Inspection' },
  maintenance: { external_id: '12', name: 'Maintenance' },
} satisfies Record<string, CanonicalCategory>;

export type CategoryKey = keyof typeof CATEGORIES;

/**
 * Labor sold per flagged hour against the posted rate, by kind of work: oil changes, tires and
 * state inspections are menu-priced below it, maintenance a little below, diagnosis and the heavy
 * engine, transmission and A/C work above it (a diagnostic and a heavy-line rate).
 */
export const LABOR_RATE_FACTOR: Record<CategoryKey, number> = {
  oil: 0.72,
  tires: 0.85,
  inspection: 0.8,
  maintenance: 0.92,
  alignment: 0.95,
  brakes: 1,
  electrical: 1,
  suspension: 1,
  diagnostics: 1.15,
  hvac: 1.06,
  engine: 1.1,
  transmission: 1.1,
};

/** Work a shop runs a labor special on for a month (15 % off), and how often a month has one. */
export const LABOR_SPECIALS: readonly CategoryKey[] = ['brakes', 'alignment', 'hvac', 'maintenance', 'suspension'];
export const LABOR_SPECIAL_SHARE = 0.35;
export const LABOR_SPECIAL_FACTOR = 0.85;

interface PartTemplate {
  description: string;
  partNumber: string;
  kind: 'part' | 'tire';
  quantity: readonly [number, number];
  /** Unit cost range in cents. */
  unitCost: readonly [number, number];
}

export interface JobTemplate {
  category: CategoryKey;
  description: string;
  hours: readonly [number, number];
  parts: readonly PartTemplate[];
  /** How often the job is the reason for the visit, and how often it is added to another job. */
  primary: number;
  addon: number;
  recommendation: RecommendationType;
  /** Months of the year (1–12) when the job is twice as common. */
  peakMonths?: readonly number[];
}

const part = (
  description: string,
  partNumber: string,
  quantity: readonly [number, number],
  unitCost: readonly [number, number],
  kind: 'part' | 'tire' = 'part',
): PartTemplate => ({ description, partNumber, kind, quantity, unitCost });

const oilFilter = part('Oil filter', 'OF', [1, 1], [450, 900]);
const pads = part('Brake pad set', 'BP', [1, 1], [3500, 6500]);
const rotors = part('Brake rotor', 'BR', [2, 2], [4500, 9000]);
const coolant = part('Coolant, 1 gal', 'CL', [1, 2], [1500, 2500]);

export const JOBS: readonly JobTemplate[] = [
  {
    category: 'oil',
    description: 'Full synthetic oil and filter change',
    hours: [0.4, 0.5],
    parts: [part('Synthetic motor oil 0W-20, qt', 'MO', [5, 7], [550, 800]), oilFilter],
    primary: 19,
    addon: 2,
    recommendation: 'MAINTENANCE',
  },
  {
    category: 'oil',
    description: 'Conventional oil and filter change',
    hours: [0.3, 0.4],
    parts: [part('Motor oil 5W-30, qt', 'MO', [5, 6], [350, 500]), oilFilter],
    primary: 7,
    addon: 1,
    recommendation: 'MAINTENANCE',
  },
  {
    category: 'oil',
    description: 'Diesel oil and filter service',
    hours: [0.6, 0.8],
    parts: [part('Diesel motor oil 15W-40, qt', 'MO', [10, 12], [500, 700]), oilFilter],
    primary: 2,
    addon: 0,
    recommendation: 'MAINTENANCE',
  },
  {
    category: 'brakes',
    description: 'Replace front brake pads and resurface rotors',
    hours: [1.5, 2.0],
    parts: [pads, part('Brake hardware kit', 'BH', [1, 1], [800, 1500])],
    primary: 5,
    addon: 2,
    recommendation: 'SAFETY',
  },
  {
    category: 'brakes',
    description: 'Replace front brake pads and rotors',
    hours: [1.8, 2.4],
    parts: [pads, rotors],
    primary: 5,
    addon: 2,
    recommendation: 'SAFETY',
  },
  {
    category: 'brakes',
    description: 'Replace rear brake pads and rotors',
    hours: [1.6, 2.2],
    parts: [pads, rotors],
    primary: 3,
    addon: 2,
    recommendation: 'SAFETY',
  },
  {
    category: 'brakes',
    description: 'Brake fluid flush',
    hours: [0.8, 1.0],
    parts: [part('DOT 3 brake fluid', 'BF', [1, 2], [900, 1500])],
    primary: 1,
    addon: 4,
    recommendation: 'MAINTENANCE',
  },
  {
    category: 'tires',
    description: 'Mount and balance four tires',
    hours: [1.0, 1.2],
    parts: [
      part('Passenger tire', 'TR', [4, 4], [8000, 16000], 'tire'),
      part('Valve stem', 'VS', [4, 4], [200, 400]),
    ],
    primary: 5,
    addon: 1,
    recommendation: 'SAFETY',
    peakMonths: [4, 10, 11],
  },
  {
    category: 'tires',
    description: 'Mount and balance two tires',
    hours: [0.6, 0.7],
    parts: [
      part('Passenger tire', 'TR', [2, 2], [8000, 16000], 'tire'),
      part('Valve stem', 'VS', [2, 2], [200, 400]),
    ],
    primary: 3,
    addon: 1,
    recommendation: 'SAFETY',
  },
  {
    category: 'tires',
    description: 'Tire rotation and balance',
    hours: [0.5, 0.8],
    parts: [],
    primary: 2,
    addon: 6,
    recommendation: 'MAINTENANCE',
  },
  {
    category: 'tires',
    description: 'Flat tire repair',
    hours: [0.4, 0.5],
    parts: [part('Tire patch plug', 'TP', [1, 1], [300, 600])],
    primary: 1,
    addon: 0,
    recommendation: 'SAFETY',
  },
  {
    category: 'alignment',
    description: 'Four-wheel alignment',
    hours: [1.0, 1.3],
    parts: [],
    primary: 2,
    addon: 5,
    recommendation: 'UPSELL',
  },
  {
    category: 'diagnostics',
    description: 'Check engine light diagnosis',
    hours: [1.0, 1.5],
    parts: [],
    primary: 5,
    addon: 1,
    recommendation: 'UPSELL',
  },
  {
    category: 'diagnostics',
    description: 'Electrical system diagnosis',
    hours: [1.0, 2.0],
    parts: [],
    primary: 2,
    addon: 1,
    recommendation: 'UPSELL',
  },
  {
    category: 'diagnostics',
    description: 'Noise and vibration diagnosis',
    hours: [0.8, 1.2],
    parts: [],
    primary: 2,
    addon: 0,
    recommendation: 'UPSELL',
  },
  {
    category: 'electrical',
    description: 'Replace battery',
    hours: [0.4, 0.6],
    parts: [part('Battery, group 24F', 'BT', [1, 1], [9000, 16000])],
    primary: 3,
    addon: 2,
    recommendation: 'SAFETY',
    peakMonths: [1, 2, 12],
  },
  {
    category: 'electrical',
    description: 'Replace alternator',
    hours: [1.5, 2.5],
    parts: [part('Alternator, remanufactured', 'AL', [1, 1], [15000, 28000])],
    primary: 2,
    addon: 0,
    recommendation: 'SAFETY',
  },
  {
    category: 'electrical',
    description: 'Replace starter',
    hours: [1.2, 2.2],
    parts: [part('Starter, remanufactured', 'ST', [1, 1], [12000, 24000])],
    primary: 1,
    addon: 0,
    recommendation: 'SAFETY',
  },
  {
    category: 'electrical',
    description: 'Replace headlight bulbs',
    hours: [0.3, 0.6],
    parts: [part('Headlight bulb', 'HB', [2, 2], [800, 2500])],
    primary: 1,
    addon: 2,
    recommendation: 'SAFETY',
  },
  {
    category: 'suspension',
    description: 'Replace front struts',
    hours: [2.5, 3.5],
    parts: [part('Strut assembly', 'SA', [2, 2], [11000, 22000])],
    primary: 2,
    addon: 1,
    recommendation: 'SAFETY',
  },
  {
    category: 'suspension',
    description: 'Replace sway bar links',
    hours: [0.8, 1.2],
    parts: [part('Sway bar link', 'SL', [2, 2], [1800, 4000])],
    primary: 1,
    addon: 1,
    recommendation: 'SAFETY',
  },
  {
    category: 'suspension',
    description: 'Replace front wheel bearing',
    hours: [1.5, 2.2],
    parts: [part('Hub bearing assembly', 'HB', [1, 1], [7000, 15000])],
    primary: 1,
    addon: 0,
    recommendation: 'SAFETY',
  },
  {
    category: 'suspension',
    description: 'Replace outer tie rod ends',
    hours: [1.0, 1.5],
    parts: [part('Outer tie rod end', 'TE', [2, 2], [2500, 5000])],
    primary: 1,
    addon: 1,
    recommendation: 'SAFETY',
  },
  {
    category: 'hvac',
    description: 'A/C performance check and recharge',
    hours: [1.0, 1.2],
    parts: [part('Refrigerant R-1234yf', 'RF', [1, 1], [4000, 9000])],
    primary: 3,
    addon: 1,
    recommendation: 'UPSELL',
    peakMonths: [5, 6, 7, 8],
  },
  {
    category: 'hvac',
    description: 'Replace A/C compressor',
    hours: [3.0, 4.5],
    parts: [
      part('A/C compressor', 'AC', [1, 1], [28000, 52000]),
      part('Receiver drier', 'RD', [1, 1], [3000, 6000]),
    ],
    primary: 1,
    addon: 0,
    recommendation: 'UPSELL',
    peakMonths: [6, 7, 8],
  },
  {
    category: 'hvac',
    description: 'Replace blower motor',
    hours: [1.0, 1.5],
    parts: [part('Blower motor', 'BM', [1, 1], [8000, 15000])],
    primary: 1,
    addon: 0,
    recommendation: 'UPSELL',
  },
  {
    category: 'engine',
    description: 'Replace spark plugs',
    hours: [1.0, 2.0],
    parts: [part('Iridium spark plug', 'SP', [4, 6], [600, 1400])],
    primary: 2,
    addon: 2,
    recommendation: 'MAINTENANCE',
  },
  {
    category: 'engine',
    description: 'Replace water pump and timing belt',
    hours: [4.0, 6.0],
    parts: [part('Timing belt and water pump kit', 'TB', [1, 1], [18000, 35000]), coolant],
    primary: 1,
    addon: 0,
    recommendation: 'MAINTENANCE',
  },
  {
    category: 'engine',
    description: 'Replace valve cover gasket',
    hours: [1.5, 3.0],
    parts: [part('Valve cover gasket set', 'VG', [1, 1], [2500, 6000])],
    primary: 1,
    addon: 1,
    recommendation: 'UPSELL',
  },
  {
    category: 'engine',
    description: 'Replace serpentine belt',
    hours: [0.5, 0.9],
    parts: [part('Serpentine belt', 'SB', [1, 1], [2500, 5500])],
    primary: 1,
    addon: 2,
    recommendation: 'MAINTENANCE',
  },
  {
    category: 'engine',
    description: 'Replace thermostat',
    hours: [1.0, 1.8],
    parts: [part('Thermostat and gasket', 'TS', [1, 1], [2500, 6000]), coolant],
    primary: 1,
    addon: 0,
    recommendation: 'UPSELL',
  },
  {
    category: 'transmission',
    description: 'Transmission fluid exchange',
    hours: [1.0, 1.2],
    parts: [part('ATF, qt', 'TF', [8, 12], [600, 900])],
    primary: 2,
    addon: 2,
    recommendation: 'MAINTENANCE',
  },
  {
    category: 'transmission',
    description: 'Replace CV axle',
    hours: [1.2, 1.8],
    parts: [part('CV axle shaft', 'CV', [1, 1], [7000, 14000])],
    primary: 1,
    addon: 0,
    recommendation: 'SAFETY',
  },
  {
    category: 'inspection',
    description: 'State safety inspection',
    hours: [0.5, 0.5],
    parts: [],
    primary: 2,
    addon: 1,
    recommendation: 'SAFETY',
  },
  {
    category: 'inspection',
    description: 'Pre-purchase inspection',
    hours: [1.0, 1.5],
    parts: [],
    primary: 1,
    addon: 0,
    recommendation: 'UPSELL',
  },
  {
    category: 'maintenance',
    description: 'Replace engine air filter',
    hours: [0.2, 0.3],
    parts: [part('Engine air filter', 'AF', [1, 1], [1000, 2200])],
    primary: 1,
    addon: 9,
    recommendation: 'MAINTENANCE',
  },
  {
    category: 'maintenance',
    description: 'Replace cabin air filter',
    hours: [0.3, 0.4],
    parts: [part('Cabin air filter', 'CF', [1, 1], [1200, 2500])],
    primary: 1,
    addon: 8,
    recommendation: 'MAINTENANCE',
  },
  {
    category: 'maintenance',
    description: 'Coolant flush',
    hours: [1.0, 1.2],
    parts: [coolant],
    primary: 1,
    addon: 3,
    recommendation: 'MAINTENANCE',
  },
  {
    category: 'maintenance',
    description: 'Replace wiper blades',
    hours: [0.2, 0.2],
    parts: [part('Wiper blade', 'WB', [2, 2], [800, 1600])],
    primary: 1,
    addon: 5,
    recommendation: 'MAINTENANCE',
    peakMonths: [10, 11],
  },
  {
    category: 'maintenance',
    description: '60,000-mile scheduled maintenance',
    hours: [2.5, 3.5],
    parts: [
      part('Iridium spark plug', 'SP', [4, 6], [600, 1400]),
      part('Engine air filter', 'AF', [1, 1], [1000, 2200]),
      oilFilter,
    ],
    primary: 2,
    addon: 0,
    recommendation: 'MAINTENANCE',
  },
  {
    category: 'maintenance',
    description: 'Fuel system cleaning service',
    hours: [0.8, 1.0],
    parts: [part('Fuel system cleaner kit', 'FS', [1, 1], [2000, 3500])],
    primary: 1,
    addon: 3,
    recommendation: 'UPSELL',
  },
];

export const SUBLETS: readonly { description: string; cost: readonly [number, number] }[] = [
  { description: 'Windshield replacement (vendor)', cost: [22000, 38000] },
  { description: 'Exhaust repair (vendor)', cost: [15000, 45000] },
  { description: 'Machine shop: cylinder head resurfacing', cost: [18000, 32000] },
  { description: 'Transmission rebuild (vendor)', cost: [180000, 320000] },
  { description: 'Alignment (vendor)', cost: [6000, 8000] },
  { description: 'Upholstery repair (vendor)', cost: [9000, 20000] },
];
