import { zodResolver } from '@hookform/resolvers/zod';
import type { SessionUser } from '@rlo/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '@/components/PasswordField';
import { ApiError } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useConfig } from '../api/config';
import { useLogin } from '../api/login';
import { DemoSignIns } from './DemoSignIns';
import { loginFormSchema, type LoginFormValues } from './loginFormSchema';
import { BusyButton } from '@/components/BusyButton';

const WRONG_CREDENTIALS = 'wrongCredentials';

export function LoginForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const { t } = useTranslation();
  const config = useConfig();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((credentials) => {
    clearErrors('root');
    loginMutation.mutate(credentials, {
      onSuccess: (user) => {
        notifySuccess(t('login.signedInAs', { name: user.name }));
        onSignedIn(user);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          setError('root', { type: WRONG_CREDENTIALS });
        } else {
          notifyError(error);
        }
      },
    });
  });

  const processing = loginMutation.isPending;
  // A space when there is no error: the line is reserved, so an error appearing when the email field
  // loses focus does not move the "Forgot password?" link away from the pointer clicking it.
  const fieldError = (message: string | undefined) => (message ? t(message) : ' ');
  const demoSignIns = config.data?.demoMode ? config.data.demoSignIns : [];

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={2.5} aria-labelledby="login-title">
      {demoSignIns.length > 0 && (
        <DemoSignIns
          signIns={demoSignIns}
          onPick={(signIn) => {
            setValue('email', signIn.email, { shouldValidate: true, shouldTouch: true });
            setValue('password', signIn.password, { shouldValidate: true, shouldTouch: true });
          }}
        />
      )}
      {errors.root?.type === WRONG_CREDENTIALS && (
        <Alert severity="error">{t('login.wrongCredentials')}</Alert>
      )}
      <TextField
        {...register('email')}
        label={t('login.email')}
        type="email"
        autoComplete="username"
        required
        fullWidth
        autoFocus
        error={Boolean(errors.email)}
        helperText={fieldError(errors.email?.message)}
      />
      <PasswordField
        {...register('password')}
        label={t('login.password')}
        autoComplete="current-password"
        required
        fullWidth
        error={Boolean(errors.password)}
        helperText={fieldError(errors.password?.message)}
      />
      <Link
        component={RouterLink}
        to={{ search: '?forgot=1' }}
        variant="body2"
        sx={{ alignSelf: 'flex-end' }}
      >
        {t('login.forgotPassword')}
      </Link>
      <BusyButton type="submit" size="large" fullWidth busy={processing} spinnerSize={20}>
        {t('login.submit')}
      </BusyButton>
    </Stack>
  );
}
