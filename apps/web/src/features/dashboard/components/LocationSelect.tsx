import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  ALL_LOCATIONS,
  selectableLocations,
  type DashboardLocation,
  type LocationScope,
} from '../utils/locations';

interface LocationSelectProps {
  locations: readonly DashboardLocation[];
  value: LocationScope;
  onChange: (scope: LocationScope) => void;
}

/** 'All locations' first, then the locations that are not disabled (2-dashboard §2). */
export function LocationSelect({ locations, value, onChange }: LocationSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('dashboard.location')}
      value={String(value)}
      onChange={(event) =>
        onChange(event.target.value === ALL_LOCATIONS ? ALL_LOCATIONS : Number(event.target.value))
      }
      sx={{ minWidth: 220 }}
    >
      <MenuItem value={ALL_LOCATIONS}>{t('dashboard.allLocations')}</MenuItem>
      {selectableLocations(locations).map((location) => (
        <MenuItem key={location.id} value={String(location.id)}>
          {location.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
