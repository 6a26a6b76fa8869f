import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface CoachingLocation {
  id: number;
  name: string;
}

interface LocationPickerProps {
  locations: readonly CoachingLocation[];
  value: number;
  onChange: (id: number) => void;
}

/** The location dropdown of the coaching screens (one location at a time: goals and comments are per location). */
export function LocationPicker({ locations, value, onChange }: LocationPickerProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('coaching.location')}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 240 }}
    >
      {locations.map((location) => (
        <MenuItem key={location.id} value={String(location.id)}>
          {location.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
