import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface BusyButtonProps extends ButtonProps {
  /** While true the button is disabled, marked busy and shows a spinner before its label. */
  busy: boolean;
  spinnerSize?: number;
}

/** A contained button for an action that runs a while (sending a form, saving): its label stays in place. */
export function BusyButton({ busy, spinnerSize = 18, disabled, startIcon, ...props }: BusyButtonProps) {
  return (
    <Button
      variant="contained"
      {...props}
      disabled={busy || disabled}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={spinnerSize} color="inherit" aria-hidden /> : startIcon}
    />
  );
}
