import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import type { IdleCountdown } from '../utils/idleCountdown';

interface IdleSessionPromptProps {
  open: boolean;
  countdown: IdleCountdown;
  extending: boolean;
  onStay: () => void;
}

/** The countdown dialog of IdleSessionDialog, loaded apart: most visits never show it. */
export default function IdleSessionPrompt({ open, countdown, extending, onStay }: IdleSessionPromptProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      // Only the button closes it: a stray click or Escape must not leave the user to be signed out.
      disableEscapeKeyDown
      aria-labelledby="idle-session-title"
      aria-describedby="idle-session-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="idle-session-title">{t('idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-session-text" sx={{ mb: 2 }}>
          {countdown.mode === 'seconds'
            ? t('idle.logoutInSeconds', { count: countdown.remainingSeconds })
            : t('idle.expiresInMinutes', { count: countdown.remainingMinutes })}
        </DialogContentText>
        <LinearProgress
          variant="determinate"
          value={countdown.percentLeft}
          color={countdown.mode === 'seconds' ? 'error' : 'primary'}
          aria-label={t('idle.timeLeft')}
          aria-valuetext={t('idle.secondsLeft', { count: countdown.remainingSeconds })}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          variant="contained"
          // The one way out takes the focus: Enter or Space keeps the session.
          autoFocus
          onClick={onStay}
          disabled={extending}
          startIcon={extending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {t('idle.stayLoggedIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
