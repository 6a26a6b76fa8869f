// The words and prices the fake Tekmetric shop draws from. All money is integer cents.

export interface PartTemplate {
  brand: string;
  name: string;
  partNumber: string;
  /** Cost per unit in cents. */
  cost: number;
  /** Quantities a line of it can have (oil by the quart, tires in pairs or sets). */
  quantities: number[];
  tire?: boolean;
}

export interface JobTemplate {
  name: string;
  category: string;
  labor: { name: string; hours: number[] }[];
  parts: PartTemplate[];
}

const part = (
  brand: string,
  name: string,
  partNumber: string,
  cost: number,
  quantities = [1],
): PartTemplate => ({
  brand,
  name,
  partNumber,
  cost,
  quantities,
});
const tire = (brand: string, name: string, partNumber: string, cost: number): PartTemplate => ({
  ...part(brand, name, partNumber, cost, [2, 4]),
  tire: true,
});

export const JOBS: JobTemplate[] = [
  {
    name: 'Oil and filter change',
    category: 'Maintenance',
    labor: [{ name: 'Change oil and filter', hours: [0.3, 0.5] }],
    parts: [
      part('Mobil 1', 'Synthetic oil 5W-30', 'M1-5W30-QT', 899, [4.5, 5, 5.5]),
      part('Wix', 'Oil filter', 'WL7200', 612),
    ],
  },
  {
    name: 'Front brake pads and rotors',
    category: 'Brakes',
    labor: [{ name: 'Replace front pads and rotors', hours: [1.5, 1.8, 2] }],
    parts: [
      part('Wagner', 'Ceramic brake pads', 'ZD1210', 3899),
      part('Brembo', 'Brake rotor', '09.A455.11', 5210, [2]),
    ],
  },
  {
    name: 'Four tires mount and balance',
    category: 'Tires',
    labor: [
      { name: 'Mount and balance tires', hours: [1, 1.2] },
      { name: 'Valve stems and TPMS reset', hours: [0.3] },
    ],
    parts: [
      tire('Michelin', 'Defender2 225/60R17', 'MIC-29645', 13420),
      tire('Goodyear', 'Assurance 215/55R17', 'GY-413019', 10950),
    ],
  },
  {
    name: 'Four wheel alignment',
    category: 'Steering and suspension',
    labor: [{ name: 'Align four wheels', hours: [1, 1.2] }],
    parts: [],
  },
  {
    name: 'Check engine light diagnosis',
    category: 'Diagnostics',
    labor: [{ name: 'Diagnose check engine light', hours: [0.8, 1, 1.5] }],
    parts: [],
  },
  {
    name: 'Battery replacement',
    category: 'Electrical',
    labor: [{ name: 'Replace battery and test charging', hours: [0.4, 0.6] }],
    parts: [part('Interstate', 'Battery group 48', 'MTX-48/H6', 15630)],
  },
  {
    name: 'Coolant flush',
    category: 'Maintenance',
    labor: [{ name: 'Flush cooling system', hours: [1, 1.3] }],
    parts: [part('Prestone', 'Coolant 50/50', 'AF2100', 1399, [2, 3])],
  },
  {
    name: 'Replace serpentine belt',
    category: 'Engine',
    labor: [
      { name: 'Replace serpentine belt', hours: [0.6, 0.9] },
      { name: 'Inspect tensioner and idler', hours: [0.2] },
    ],
    parts: [part('Gates', 'Serpentine belt', 'K060882', 3120)],
  },
];

export const LABOR_RATES = [12900, 14900, 16500];
export const FIRST_NAMES = [
  'Ana',
  'Ben',
  'Carla',
  'Dev',
  'Elena',
  'Frank',
  'Grace',
  'Hugo',
  'Iris',
  'Jamal',
  'Kim',
  'Luis',
  'Maya',
  'Noah',
];
export const LAST_NAMES = [
  'Lopez',
  'Nguyen',
  'Smith',
  'Okafor',
  'Schmidt',
  'Patel',
  'Rossi',
  'Kowalski',
  'Haddad',
  'Jensen',
];
export const COMPANIES = [
  'Lone Star Plumbing',
  'Hill Country Florist',
  'Bluebonnet Couriers',
  'Capitol Fleet Services',
];
export const CITIES = [
  ['Austin', 'TX', '78701'],
  ['Round Rock', 'TX', '78664'],
  ['Pflugerville', 'TX', '78660'],
  ['Cedar Park', 'TX', '78613'],
] as const;
export const STREETS = ['Elm St', 'Oak Ave', 'Congress Ave', 'Lamar Blvd', 'Burnet Rd'];
export const LEAD_SOURCES = ['Google', 'Referral', 'Drive by', 'Facebook', 'Yelp'];
export const VEHICLES = [
  ['Honda', 'Civic'],
  ['Toyota', 'Camry'],
  ['Ford', 'F-150'],
  ['Chevrolet', 'Silverado'],
  ['Subaru', 'Outback'],
  ['Tesla', 'Model 3'],
  ['Nissan', 'Altima'],
] as const;
export const CONCERNS = [
  'Noise when braking',
  'Check engine light on',
  'Pulls to the right',
  'Due for service',
  'Car will not start',
];
export const SUBLETS = [
  { name: 'Windshield replacement', vendor: 'Safelite', cost: 28000, price: 36000 },
  { name: 'Transmission rebuild', vendor: 'Austin Transmission', cost: 180000, price: 240000 },
  { name: 'Tow', vendor: 'Hill Country Towing', cost: 7500, price: 9500 },
];
export const STATUS_NAMES: Record<number, [code: string, name: string]> = {
  1: ['ESTIMATE', 'Estimate'],
  2: ['WORKINPROGRESS', 'Work-in-progress'],
  3: ['COMPLETE', 'Complete'],
  4: ['SAVED', 'Saved for later'],
  5: ['POSTED', 'Posted'],
  6: ['ACCOUNTSRECEIVABLE', 'Accounts receivable'],
  7: ['DELETED', 'Deleted'],
};
