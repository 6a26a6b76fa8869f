import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

export interface PickableLocation {
  id: number;
  name: string;
}

interface LocationPickerProps {
  /** The locations to choose from (the caller leaves out those the screen cannot show). */
  locations: readonly PickableLocation[];
  /** The chosen location; null shows the field empty. */
  value: number | null;
  onChange: (id: number) => void;
  label: string;
  sx?: SxProps<Theme>;
}

/** A location dropdown for the screens that show one location at a time. */
export function LocationPicker({ locations, value, onChange, label, sx }: LocationPickerProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={[{ minWidth: 240 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {locations.map((location) => (
        <MenuItem key={location.id} value={String(location.id)}>
          {location.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
