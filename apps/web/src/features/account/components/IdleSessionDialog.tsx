import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { recordSignedOut, useSessionExpiresAt } from '@/lib/session';
import { useExtendSession } from '../api/extendSession';
import { useIdleCountdown } from '../hooks/useIdleCountdown';

/**
 * Two minutes before the session expires, a countdown with one way out: "Stay logged in"
 * (POST /auth/extend). At zero the user is signed out through `onExpired`, and the sign-in screen
 * says why.
 */
export function IdleSessionDialog({ onExpired }: { onExpired: () => void }) {
  const { t } = useTranslation();
  const expiresAt = useSessionExpiresAt();
  const countdown = useIdleCountdown();
  const extend = useExtendSession();
  const expiredFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per expiry: the sign-out clears it, but a re-render may come first.
    if (countdown.mode !== 'expired' || !expiresAt || expiredFor.current === expiresAt) return;
    expiredFor.current = expiresAt;
    // The sign-in screen says why (the same message as after a 401 from an expired session).
    recordSignedOut('sessionExpired');
    onExpired();
  }, [countdown.mode, expiresAt, onExpired]);

  const open = countdown.mode === 'minutes' || countdown.mode === 'seconds';
  const stayLoggedIn = () => extend.mutate(undefined, { onError: notifyError });

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
          onClick={stayLoggedIn}
          disabled={extend.isPending}
          startIcon={
            extend.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
          }
        >
          {t('idle.stayLoggedIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
