import { DEFAULT_TIME_ZONE, type Location, type LocationSave } from '@rlo/contract';

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

