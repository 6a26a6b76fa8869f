import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface Option {
  id: number;
  name: string;
}

interface MultiSelectProps {
  label: string;
  options: readonly Option[];
  /** The chosen ids; null = all of them (new options are chosen too). */
  value: number[] | null;
  onChange: (value: number[] | null) => void;
  disabled?: boolean;
  helperText?: string;
}

const ALL = 'all';

/** A multi-select with a "Select all" entry on top (3-operations §2 "Category report"). */
export function MultiSelect({ label, options, value, onChange, disabled = false, helperText = ' ' }: MultiSelectProps) {
  const { t } = useTranslation();
  const chosen = value ?? options.map((o) => o.id);
  const allChosen = value === null || (options.length > 0 && chosen.length === options.length);
  const choose = (raw: string[]) => {
    if (raw.includes(ALL)) return onChange(allChosen ? [] : null);
    const ids = raw.map(Number);
    onChange(ids.length === options.length ? null : ids);
  };
  const names = (ids: number[]) =>
    allChosen ? t('categoryReport.filters.all') : ids.length === 0 ? t('categoryReport.filters.none') : ids.map((id) => options.find((o) => o.id === id)?.name ?? id).join(', ');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={chosen.map(String)}
      disabled={disabled}
      helperText={helperText}
      error={!disabled && chosen.length === 0}
      sx={{ width: { xs: '100%', sm: 240 } }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => names((selected as string[]).map(Number)),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
      onChange={(event) => choose(event.target.value as unknown as string[])}
    >
      <MenuItem value={ALL} dense>
        <Checkbox size="small" checked={allChosen} indeterminate={!allChosen && chosen.length > 0} />
        <ListItemText primary={t('categoryReport.filters.selectAll')} />
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)} dense>
          <Checkbox size="small" checked={chosen.includes(option.id)} />
          <ListItemText primary={option.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}
