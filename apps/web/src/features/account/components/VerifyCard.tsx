import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '@/lib/api';
import { errorText, notifyError, notifySuccess } from '@/lib/notify';
import { useReconfirm } from '../api/reconfirm';
import { useVerifyAccount } from '../api/verifyAccount';
import { AccountCard } from './AccountCard';

interface VerifyCardProps {
  /** The token of the e-mail link, or null on the page the user is held on until verified. */
  token: string | null;
  /** The signed-in user's address, or null when the link was opened without a session. */
  email: string | null;
  loginPath: string;
  onVerified: () => void;
  onSignOut: () => void;
}

/** /verify (1-foundation §2, §8): spends the link's token, or explains the e-mail and sends it again. */
export function VerifyCard({ token, email, loginPath, onVerified, onSignOut }: VerifyCardProps) {
  const { t } = useTranslation();
  const verify = useVerifyAccount();
  const { mutate: verifyToken } = verify;
  const reconfirm = useReconfirm();
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // A token can be spent once: never twice for one link, even when effects run twice.
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    verifyToken(token, { onSuccess: () => onVerified() });
  }, [token, verifyToken, onVerified]);

  const resend = () =>
    reconfirm.mutate(undefined, {
      onSuccess: () => notifySuccess(t('verify.resent')),
      onError: notifyError,
    });

  const refusal =
    verify.error instanceof ApiError && verify.error.status === 400
      ? verify.error.message
      : verify.error
        ? errorText(verify.error).message
        : null;
  const verifying = Boolean(token) && !refusal;

  return (
    <AccountCard icon={<MarkEmailRead aria-hidden />} titleId="verify-title" title={t('verify.title')}>
      <Stack spacing={2.5} sx={{ alignItems: 'stretch' }}>
        {verifying ? (
          <Stack
            direction="row"
            spacing={2}
            role="status"
            sx={{ alignItems: 'center', justifyContent: 'center' }}
          >
            <CircularProgress size={24} aria-hidden />
            <Typography>{t('verify.verifying')}</Typography>
          </Stack>
        ) : refusal ? (
          <Alert severity="error">
            <AlertTitle>{t('verify.refusedTitle')}</AlertTitle>
            {refusal}
          </Alert>
        ) : (
          <>
            <Typography sx={{ textAlign: 'center' }}>{t('verify.sent', { email: email ?? '' })}</Typography>
            <Typography color="text.secondary" variant="body2" sx={{ textAlign: 'center' }}>
              {t('verify.notReceived')}
            </Typography>
          </>
        )}
        {!verifying &&
          (email ? (
            <Button
              variant="contained"
              onClick={resend}
              disabled={reconfirm.isPending}
              aria-busy={reconfirm.isPending}
              startIcon={
                reconfirm.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
              }
            >
              {t('verify.resend')}
            </Button>
          ) : (
            <Button variant="contained" component={RouterLink} to={loginPath}>
              {t('verify.signInToResend')}
            </Button>
          ))}
        {email && (
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={onSignOut}
            sx={{ alignSelf: 'center' }}
          >
            {t('verify.signOut')}
          </Link>
        )}
      </Stack>
    </AccountCard>
  );
}
