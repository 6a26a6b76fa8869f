import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DatePickersProvider } from '@/components/DatePickersProvider';

interface DayPickerProps {
  label: string;
  value: Date | null;
  onAccept: (day: Date) => void;
}

/** The specific-day section's date field, in its own chunk: the date pickers are the largest library the dashboard's first view would otherwise load. */
export function DayPicker({ label, value, onAccept }: DayPickerProps) {
  return (
    <DatePickersProvider>
      <DatePicker
        label={label}
        value={value}
        onAccept={(day) => day && onAccept(day)}
        disableFuture
        slotProps={{ textField: { size: 'small', sx: { width: 200 } } }}
      />
    </DatePickersProvider>
  );
}
