import type { SxProps, Theme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO } from 'date-fns';
import { useState } from 'react';
import { DatePickersProvider } from './DatePickersProvider';

/** 'yyyy-MM-dd', or '' for no date and for a date still being typed. */
function toIso(value: Date | null): string {
  return value && isValid(value) ? format(value, 'yyyy-MM-dd') : '';
}

function fromIso(value: string | undefined): Date | null {
  if (!value) return null;
  const parsed = parseISO(value);
  return isValid(parsed) ? parsed : null;
}

export interface IsoDateFieldProps {
  label: string;
  /** The day as an ISO date ('2026-03-16'), '' for none. */
  value: string;
  /** The new day as an ISO date; '' when cleared or not a whole date yet. */
  onChange: (value: string) => void;
  /** Earliest and latest days offered, as ISO dates. */
  min?: string;
  max?: string;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: string;
  required?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A day field in the app's language and date rule (lib/format DATE_PATTERNS, through
 * DatePickersProvider), where a plain `<input type="date">` would follow the browser's language.
 * It speaks ISO days, as the screens and the API do. While a date is being typed the screen sees '',
 * and the field keeps what was typed so far.
 */
export function IsoDateField({
  label,
  value,
  onChange,
  min,
  max,
  size,
  error,
  helperText,
  required,
  fullWidth,
  sx,
}: IsoDateFieldProps) {
  const [draft, setDraft] = useState<Date | null>(() => fromIso(value));
  const [seen, setSeen] = useState(value);
  // A new value from the screen (a preset, a reset) replaces the draft; the echo of our own does not.
  if (value !== seen) {
    setSeen(value);
    if (value !== toIso(draft)) setDraft(fromIso(value));
  }
  return (
    <DatePickersProvider>
      <DatePicker
        label={label}
        value={draft}
        onChange={(next) => {
          const iso = toIso(next);
          setDraft(next);
          setSeen(iso);
          if (iso !== value) onChange(iso);
        }}
        minDate={fromIso(min) ?? undefined}
        maxDate={fromIso(max) ?? undefined}
        slotProps={{
          textField: { size, error, helperText, required, fullWidth, sx },
          field: { clearable: !required },
        }}
      />
    </DatePickersProvider>
  );
}
