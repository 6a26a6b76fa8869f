import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, type DatePreset, type DayRange } from '@/lib/datePresets';
import { IsoDateField } from '@/components/IsoDateField';

interface DateRangeFieldsProps {
  preset: DatePreset;
  range: { from: string; to: string };
  onPreset: (preset: DatePreset) => void;
  /** Editing a date switches to the custom preset. */
  onRange: (range: DayRange) => void;
  error: string | null;
}

/** The preset dropdown and the two dates (3-operations §2, §5). */
export function DateRangeFields({ preset, range, onPreset, onRange, error }: DateRangeFieldsProps) {
  const { t } = useTranslation();
  const dateField = (which: 'from' | 'to') => (
    <IsoDateField
      size="small"
      label={t(`reportsPage.${which === 'from' ? 'startDate' : 'endDate'}`)}
      value={range[which]}
      onChange={(day) => onRange({ ...range, [which]: day })}
      error={error !== null}
      helperText={which === 'to' ? (error ?? ' ') : ' '}
      sx={{ width: 180 }}
    />
  );
  return (
    <>
      <TextField
        select
        size="small"
        label={t('reportsPage.dateRange')}
        value={preset}
        onChange={(event) => onPreset(event.target.value as DatePreset)}
        helperText=" "
        sx={{ minWidth: 200 }}
      >
        {DATE_PRESETS.map((id) => (
          <MenuItem key={id} value={id}>
            {t(`reportsPage.presets.${id}`)}
          </MenuItem>
        ))}
      </TextField>
      {dateField('from')}
      {dateField('to')}
    </>
  );
}
