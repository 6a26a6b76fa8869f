import { zodResolver } from '@hookform/resolvers/zod';
import LockReset from '@mui/icons-material/LockReset';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SIGNUP_BOUNDS } from '@rlo/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '@/components/PasswordField';
import { ApiError } from '@/lib/api';
import { notifySuccess } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { useResetPassword } from '../api/resetPassword';
import { AccountCard } from './AccountCard';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from './resetPasswordSchema';

interface ResetPasswordCardProps {
  /** The token of the e-mail link. */
  token: string;
  /** Where "back to sign in" goes. */
  loginPath: string;
  /** The password was changed; every session of the user has ended. */
  onReset: () => void;
}

/** The reset-password page (1-foundation §2, §5, §8). */
export function ResetPasswordCard({ token, loginPath, onReset }: ResetPasswordCardProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', retypePassword: '' },
  });

  const onSubmit = handleSubmit((values) =>
    reset.mutate(
      { token, ...values },
      {
        onSuccess: () => {
          notifySuccess(t('reset.changed'));
          onReset();
        },
        onError: () => toast(t('reset.failed'), { variant: 'error' }),
      },
    ),
  );

  const processing = reset.isPending;
  // A used or expired link: the server says which, and the user needs a new one.
  const linkRefused =
    reset.error instanceof ApiError && reset.error.status === 400 ? reset.error.message : null;
  // The retyped password is checked again when the password changes; like every field, its error
  // shows only once it was touched or the form submitted.
  const errorOf = (name: keyof ResetPasswordFormValues) => {
    const message = errors[name]?.message;
    return message && (isSubmitted || touchedFields[name]) ? t(message, { ...SIGNUP_BOUNDS }) : undefined;
  };

  return (
    <AccountCard
      icon={<LockReset aria-hidden />}
      titleId="reset-title"
      title={t('reset.title')}
      top={processing ? <LinearProgress aria-label={t('reset.processing')} /> : undefined}
    >
      <Stack component="form" onSubmit={onSubmit} noValidate spacing={2.5} aria-labelledby="reset-title">
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('reset.message')}
        </Typography>
        {linkRefused && (
          <Alert severity="error">
            {linkRefused} {t('reset.requestNewLink')}
          </Alert>
        )}
        <PasswordField
          {...register('password', { deps: 'retypePassword' })}
          label={t('reset.password')}
          autoComplete="new-password"
          required
          fullWidth
          autoFocus
          error={Boolean(errorOf('password'))}
          helperText={errorOf('password') ?? t('reset.passwordHint', { ...SIGNUP_BOUNDS })}
        />
        <PasswordField
          {...register('retypePassword')}
          label={t('reset.retypePassword')}
          autoComplete="new-password"
          required
          fullWidth
          error={Boolean(errorOf('retypePassword'))}
          helperText={errorOf('retypePassword') ?? ' '}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={processing}
          aria-busy={processing}
        >
          {t('reset.submit')}
        </Button>
        <Link component={RouterLink} to={loginPath} variant="body2" sx={{ alignSelf: 'center' }}>
          {t('reset.backToLogin')}
        </Link>
      </Stack>
    </AccountCard>
  );
}
