import { DEFAULT_TIME_ZONE, SEARCH_DATE_UTC_HOUR, type Location, type LocationSave } from '@rlo/contract';

/** The form's state: every field of 3-operations §3 "Location" a user may set. */
export interface LocationFormValues {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  timezone: LocationSave['timezone'] & string;
  isDisable: boolean;
  isLaborActualCostOvrd: boolean;
  /** Comma separated in the form, a list on the wire. */
  comparisionGroups: string;
  workingDays: 4 | 5 | 6;
  fullTimeTech: number;
  gsTech: number;
}

export const EMPTY_LOCATION: LocationFormValues = {
  name: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  timezone: DEFAULT_TIME_ZONE,
  isDisable: false,
  isLaborActualCostOvrd: false,
  comparisionGroups: '',
  workingDays: 5,
  fullTimeTech: 0,
  gsTech: 0,
};

export function formValuesOf(location: Location): LocationFormValues {
  return {
    name: location.name,
    address: location.address ?? '',
    city: location.city ?? '',
    state: location.state ?? '',
    zip: location.zip ?? '',
    timezone: location.timezone,
    isDisable: location.isDisable,
    isLaborActualCostOvrd: location.isLaborActualCostOvrd,
    comparisionGroups: location.comparisionGroupSet.join(', '),
    workingDays: location.workingDays,
    fullTimeTech: location.fullTimeTech,
    gsTech: location.gsTech,
  };
}

export function toLocationSave(values: LocationFormValues): LocationSave {
  const { comparisionGroups, ...rest } = values;
  return {
    ...rest,
    name: rest.name.trim(),
    comparisionGroupSet: [
      ...new Set(
        comparisionGroups
          .split(',')
          .map((g) => g.trim())
          .filter(Boolean),
      ),
    ],
  };
}

/** A picked calendar day as the server's search date: that day at 05:00 UTC (3-operations §5). */
export function searchDate(day: string): string {
  return `${day}T${String(SEARCH_DATE_UTC_HOUR).padStart(2, '0')}:00:00.000Z`;
}

