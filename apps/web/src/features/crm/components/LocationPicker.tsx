import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface PickableLocation {
  id: number;
  name: string;
}

/** A location dropdown of the CRM screens: one location at a time (disabled ones are left out by the caller). */
export function LocationPicker({
  locations,
  value,
  onChange,
}: {
  locations: readonly PickableLocation[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('crm.location')}
      value={value ?? ''}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 240, alignSelf: { sm: 'flex-start' } }}
    >
      {locations.map((l) => (
        <MenuItem key={l.id} value={l.id}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
