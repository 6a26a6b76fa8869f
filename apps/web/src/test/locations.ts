import type { Location, LocationList } from '@rlo/contract';

/** A location as GET /locations sends it (the contract's locationSchema), with the given fields. */
export function makeLocation(overrides: Partial<Location> & Pick<Location, 'id' | 'name'>): Location {
  return {
    address: null,
    city: null,
    state: null,
    zip: null,
    timezone: 'US/Eastern',
    isDisable: false,
    subscriptions: [],
    shopManagementTypes: null,
    isLaborActualCostOvrd: false,
    comparisionGroupSet: [],
    workingDays: 5,
    fullTimeTech: 0,
    gsTech: 0,
    lastConfig: null,
    ...overrides,
  };
}

export const locationList = (...items: Location[]): LocationList => ({ items, total: items.length });
