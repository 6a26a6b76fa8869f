// The canonical repair order of ingest.md §1, as the demo generator produces it.
import type { ManagementSystem, Role, RoStatus, Subscription, UsTimeZone } from '@rlo/contract';

export interface CanonicalEmployee {
  external_id: string;
  full_name: string;
}

export interface CanonicalCategory {
  external_id: string;
  name: string;
}

export interface CanonicalCustomer {
  external_id: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  phone_numbers: string[];
  email_addresses: string[];
  address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  marketing_source: string | null;
}

export interface CanonicalVehicle {
  external_id: string;
  year: number | null;
  make: string | null;
  model: string | null;
  vin: string | null;
}

export interface CanonicalLaborLine {
  description: string;
  category: CanonicalCategory | null;
  technician: CanonicalEmployee | null;
  sold_seconds: number;
  actual_seconds: number;
  sold_price_cents: number;
  cost_cents: number;
}

export interface CanonicalPartLine {
  description: string;
  part_number: string | null;
  kind: 'part' | 'tire';
  category: CanonicalCategory | null;
  quantity: number;
  sold_price_cents: number;
  cost_cents: number;
}

export interface CanonicalSubletLine {
  description: string;
  sold_price_cents: number;
  cost_cents: number;
}

export interface CanonicalFeeLine {
  description: string;
  sold_price_cents: number;
}

export type RecommendationType = 'SAFETY' | 'MAINTENANCE' | 'UPSELL';

export interface CanonicalRecommendation {
  text: string;
  recommended_date: string;
  due_date: string | null;
  recommendation_type: RecommendationType;
  amount_cents: number;
}

export interface CanonicalRo {
  external_id: string;
  order_number: string;
  status: RoStatus;
  opened: string;
  closed: string | null;
  modified: string | null;
  customer: CanonicalCustomer;
  vehicle: CanonicalVehicle | null;
  writer: CanonicalEmployee | null;
  technician: CanonicalEmployee | null;
  labor: CanonicalLaborLine[];
  parts: CanonicalPartLine[];
  sublets: CanonicalSubletLine[];
  fees: CanonicalFeeLine[];
  discount_cents: number;
  tax_cents: number;
  recommendations: CanonicalRecommendation[];
  inspection: boolean;
}

export type DemoScale = 'small' | 'large';

export interface DemoOptions {
  /** The local calendar date of "today" ('YYYY-MM-DD') in the partner's zone; the plan and the coaching data start from it. */
  today: string;
  /**
   * The instant of "now": each location's ROs then end the day before its own today (its time
   * zone), so at an hour when US/Eastern is already on the next day its yesterday has figures like
   * the others'. Without it, every location's ROs end the day before `today`.
   */
  now?: Date;
  scale: DemoScale;
}

/** Everything that shapes one location's repair orders; pure data, so the same plan gives the same ROs. */
export interface DemoLocationPlan {
  key: string;
  name: string;
  timezone: UsTimeZone;
  workingDays: 4 | 5 | 6;
  shopManagementType: ManagementSystem;
  subscriptions: Subscription[];
  seed: number;
  /**
   * History ending yesterday: `years` years of it, or, with `fromYearStart`, from January 1 of the
   * year `years` years before today's (peers: year to date, all that Measure My Shop compares).
   */
  years: number;
  fromYearStart: boolean;
  /** Closed ROs per working day: min + span × level, level from the weekly and seasonal rhythm. */
  volume: { min: number; span: number; level: number };
  area: { city: string; state: string; postalCodes: string[]; areaCodes: string[]; cities: string[] };
  /** The shop's street address in `area.city`, with its zip (peers have none). */
  street?: { address: string; zip: string };
  externalPrefix: string;
  firstOrderNumber: number;
  /** The posted labor rate in today's year; each January before it was lower by `laborRaisePercent`. */
  laborRateCents: number;
  laborRaisePercent: number;
  taxRatePercent: number;
  writers: CanonicalEmployee[];
  technicians: CanonicalEmployee[];
}

export interface DemoUserPlan {
  email: string;
  name: string;
  password: string;
  role: Role;
}

/** The business details of an account beside its name: what the account settings require. */
export interface DemoBusinessDetails {
  website: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

export interface DemoPartnerPlan {
  key: string;
  businessName: string;
  /** The demo account's details (Settings > Account requires website, zip and phone); peers have none. */
  details?: DemoBusinessDetails;
  /** The shop owner: Admin, verified, onboarding finished, subscription Active. */
  owner: DemoUserPlan;
  users: DemoUserPlan[];
  locations: DemoLocationPlan[];
}

export interface DemoPlan {
  today: string;
  scale: DemoScale;
  partners: DemoPartnerPlan[];
}
