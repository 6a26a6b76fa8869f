// The demo shops: Demo Auto Group's locations (3, or 10 at scale large) and the six peer shops,
// each with its city, zone, shop system, labor rate and how busy it is. Peers range from a third
// to nearly twice the size of a demo location, so Measure My Shop brackets the owner's figures.
import type { ManagementSystem, Subscription, UsTimeZone } from '@rlo/contract';

interface Area {
  city: string;
  state: string;
  postalCodes: string[];
  areaCodes: string[];
  cities: string[];
  taxRatePercent: number;
}

const area = (
  city: string,
  state: string,
  taxRatePercent: number,
  areaCodes: string[],
  postalCodes: string[],
  cities: string[],
): Area => ({
  city,
  state,
  taxRatePercent,
  areaCodes,
  postalCodes,
  cities: [city, ...cities],
});

export interface Site {
  key: string;
  name: string;
  timezone: UsTimeZone;
  workingDays: 4 | 5 | 6;
  system: ManagementSystem;
  subscriptions: Subscription[];
  area: Area;
  /** The posted labor rate in today's year (it rose each January before). */
  laborRateCents: number;
  level: number;
  street?: { address: string; zip: string };
  /** Closed ROs per working day when not the scale's: min + span × level. */
  volume?: { min: number; span: number };
  staff: readonly [writers: number, technicians: number];
}

export const ALL: Subscription[] = ['rlo_standard', 'rlo_daily_email', 'measure_my_shop'];
const NO_BENCHMARK: Subscription[] = ['rlo_standard', 'rlo_daily_email'];

const AUSTIN = area(
  'Austin',
  'TX',
  8.25,
  ['512', '737'],
  ['78701', '78702', '78703', '78704', '78723', '78731', '78745', '78757'],
  ['Round Rock', 'Pflugerville', 'Cedar Park'],
);
const COLUMBUS = area(
  'Columbus',
  'OH',
  7.5,
  ['614', '380'],
  ['43201', '43202', '43214', '43224', '43229', '43085', '43081'],
  ['Worthington', 'Westerville', 'Dublin'],
);
const OAKLAND = area(
  'Oakland',
  'CA',
  10.25,
  ['510', '341'],
  ['94602', '94606', '94610', '94611', '94612', '94501', '94577'],
  ['Alameda', 'Berkeley', 'San Leandro'],
);

export const DEMO_SITES: Site[] = [
  {
    key: 'demo-downtown',
    name: 'Demo Auto – Downtown',
    timezone: 'US/Central',
    workingDays: 6,
    system: 'TEKMETRIC',
    subscriptions: ALL,
    area: AUSTIN,
    street: { address: '815 East 6th Street', zip: '78702' },
    laborRateCents: 15900,
    level: 0.02,
    staff: [4, 7],
  },
  {
    key: 'demo-northside',
    name: 'Demo Auto – Northside',
    timezone: 'US/Eastern',
    workingDays: 5,
    system: 'PROTRACTOR',
    subscriptions: ALL,
    area: COLUMBUS,
    street: { address: '4400 North High Street', zip: '43214' },
    laborRateCents: 14200,
    level: -0.01,
    staff: [3, 5],
  },
  {
    key: 'demo-lakeside',
    name: 'Demo Auto – Lakeside',
    timezone: 'US/Pacific',
    workingDays: 5,
    system: 'RSMT',
    subscriptions: NO_BENCHMARK,
    area: OAKLAND,
    street: { address: '3250 Lakeshore Avenue', zip: '94610' },
    laborRateCents: 17500,
    level: -0.03,
    staff: [3, 4],
  },
];

/** The benchmark's extra locations (scale large): 10 demo locations in all. */
export const LARGE_SITES: Site[] = [
  {
    key: 'demo-westgate',
    name: 'Demo Auto – Westgate',
    timezone: 'US/Mountain',
    workingDays: 5,
    system: 'SHOPWARE',
    subscriptions: ALL,
    area: area(
      'Denver',
      'CO',
      8.81,
      ['303', '720'],
      ['80202', '80204', '80206', '80211', '80219'],
      ['Lakewood', 'Aurora'],
    ),
    laborRateCents: 15500,
    level: 0.2,
    staff: [4, 6],
  },
  {
    key: 'demo-riverside',
    name: 'Demo Auto – Riverside',
    timezone: 'US/Central',
    workingDays: 6,
    system: 'TEKMETRIC',
    subscriptions: ALL,
    area: area(
      'Kansas City',
      'MO',
      8.6,
      ['816', '975'],
      ['64105', '64108', '64111', '64114', '64131'],
      ['Independence', 'Raytown'],
    ),
    laborRateCents: 13900,
    level: 0.15,
    staff: [5, 8],
  },
  {
    key: 'demo-harbor',
    name: 'Demo Auto – Harbor',
    timezone: 'US/Eastern',
    workingDays: 6,
    system: 'SHOPBOSS',
    subscriptions: ALL,
    area: area(
      'Tampa',
      'FL',
      7.5,
      ['813', '656'],
      ['33602', '33606', '33609', '33611', '33629'],
      ['Brandon', 'Temple Terrace'],
    ),
    laborRateCents: 13500,
    level: 0.2,
    staff: [4, 7],
  },
  {
    key: 'demo-midtown',
    name: 'Demo Auto – Midtown',
    timezone: 'US/Eastern',
    workingDays: 5,
    system: 'TEKMETRIC',
    subscriptions: ALL,
    area: area(
      'Atlanta',
      'GA',
      8.9,
      ['404', '470'],
      ['30303', '30305', '30308', '30309', '30318'],
      ['Decatur', 'Sandy Springs'],
    ),
    laborRateCents: 14500,
    level: 0.25,
    staff: [5, 8],
  },
  {
    key: 'demo-canyon',
    name: 'Demo Auto – Canyon',
    timezone: 'US/Arizona',
    workingDays: 6,
    system: 'PROTRACTOR',
    subscriptions: ALL,
    area: area(
      'Phoenix',
      'AZ',
      8.6,
      ['602', '480'],
      ['85003', '85004', '85008', '85016', '85018'],
      ['Tempe', 'Scottsdale'],
    ),
    laborRateCents: 14000,
    level: 0.15,
    staff: [4, 7],
  },
  {
    key: 'demo-summit',
    name: 'Demo Auto – Summit',
    timezone: 'US/Mountain',
    workingDays: 5,
    system: 'OTHER',
    subscriptions: ALL,
    area: area(
      'Salt Lake City',
      'UT',
      7.75,
      ['801', '385'],
      ['84101', '84102', '84105', '84106', '84111'],
      ['Murray', 'Sandy'],
    ),
    laborRateCents: 14200,
    level: 0.2,
    staff: [3, 6],
  },
  {
    key: 'demo-bayview',
    name: 'Demo Auto – Bayview',
    timezone: 'US/Pacific',
    workingDays: 5,
    system: 'RSMT',
    subscriptions: ALL,
    area: area(
      'San Diego',
      'CA',
      7.75,
      ['619', '858'],
      ['92101', '92103', '92104', '92110', '92116'],
      ['Chula Vista', 'La Mesa'],
    ),
    laborRateCents: 16000,
    level: 0.25,
    staff: [4, 7],
  },
];

interface PeerShop {
  businessName: string;
  ownerName: string;
  sites: Omit<Site, 'key' | 'subscriptions'>[];
}

export const PEERS: PeerShop[] = [
  {
    businessName: 'Precision Auto Care',
    ownerName: 'Morgan Reyes',
    sites: [
      {
        name: 'Precision Auto Care',
        timezone: 'US/Central',
        workingDays: 5,
        system: 'TEKMETRIC',
        area: area('Dallas', 'TX', 8.25, ['214', '469'], ['75201', '75204', '75206', '75214'], ['Irving']),
        laborRateCents: 14500,
        level: 0.2,
        volume: { min: 20, span: 20 },
        staff: [4, 7],
      },
    ],
  },
  {
    businessName: 'Main Street Garage',
    ownerName: 'Casey Nguyen',
    sites: [
      {
        name: 'Main Street Garage',
        timezone: 'US/Pacific',
        workingDays: 5,
        system: 'SHOPWARE',
        area: area('Portland', 'OR', 0, ['503', '971'], ['97201', '97205', '97209', '97214'], ['Beaverton']),
        laborRateCents: 15800,
        level: 0.2,
        volume: { min: 8, span: 10 },
        staff: [3, 4],
      },
    ],
  },
  {
    businessName: 'Northstar Automotive',
    ownerName: 'Jordan Olsen',
    sites: [
      {
        name: 'Northstar Automotive',
        timezone: 'US/Central',
        workingDays: 5,
        system: 'PROTRACTOR',
        area: area(
          'Minneapolis',
          'MN',
          8.03,
          ['612', '952'],
          ['55401', '55403', '55405', '55408'],
          ['Edina'],
        ),
        laborRateCents: 14200,
        level: 0.1,
        volume: { min: 14, span: 20 },
        staff: [3, 5],
      },
    ],
  },
  {
    businessName: 'Greenway Car Care',
    ownerName: 'Riley Patel',
    sites: [
      {
        name: 'Greenway Car Care',
        timezone: 'US/Eastern',
        workingDays: 5,
        system: 'SHOPBOSS',
        area: area(
          'Charlotte',
          'NC',
          7.25,
          ['704', '980'],
          ['28202', '28203', '28205', '28209'],
          ['Matthews'],
        ),
        laborRateCents: 12800,
        level: 0.15,
        volume: { min: 11, span: 14 },
        staff: [3, 5],
      },
    ],
  },
  {
    businessName: 'Valley Tire & Service',
    ownerName: 'Taylor Brooks',
    sites: [
      {
        name: 'Valley Tire & Service',
        timezone: 'US/Mountain',
        workingDays: 6,
        system: 'RSMT',
        area: area('Boise', 'ID', 6, ['208', '986'], ['83702', '83704', '83705', '83706'], ['Garden City']),
        laborRateCents: 13500,
        level: 0.2,
        volume: { min: 19, span: 16 },
        staff: [5, 8],
      },
    ],
  },
  {
    businessName: 'Route 9 Auto Repair',
    ownerName: 'Jamie Kowalski',
    sites: [
      {
        name: 'Route 9 Auto Repair',
        timezone: 'US/Eastern',
        workingDays: 4,
        system: 'OTHER',
        area: area('Albany', 'NY', 8, ['518', '838'], ['12203', '12206', '12208', '12209'], ['Troy']),
        laborRateCents: 13200,
        level: 0.3,
        volume: { min: 6, span: 6 },
        staff: [3, 4],
      },
    ],
  },
];
