import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useTranslation } from 'react-i18next';
import type { DateRangeError } from '../../utils/dates';
import { DatePickersProvider } from '@/components/DatePickersProvider';

interface EmployeeDateRangeProps {
  start: Date | null;
  end: Date | null;
  error: DateRangeError | null;
  onChange: (start: Date | null, end: Date | null) => void;
}

/** Start and end of the employee figures; the error of 2-dashboard §5 sits under the end date. */
export function EmployeeDateRange({ start, end, error, onChange }: EmployeeDateRangeProps) {
  const { t } = useTranslation();
  const message = error ? t(`dashboard.employees.rangeErrors.${error}`) : undefined;
  return (
    <DatePickersProvider>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker
          label={t('dashboard.employees.startDate')}
          value={start}
          onChange={(value) => onChange(value, end)}
          disableFuture
          slotProps={{
            textField: { size: 'small', sx: { width: 180 }, error: error === 'required' && !start },
          }}
        />
        <DatePicker
          label={t('dashboard.employees.endDate')}
          value={end}
          onChange={(value) => onChange(start, value)}
          disableFuture
          slotProps={{
            textField: { size: 'small', sx: { width: 180 }, error: error !== null, helperText: message },
          }}
        />
      </Stack>
    </DatePickersProvider>
  );
}
