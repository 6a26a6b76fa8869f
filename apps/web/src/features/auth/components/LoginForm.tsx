import type { SessionUser } from '@rlo/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '@/components/PasswordField';
import { ApiError } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useConfig } from '../api/config';
import { useLogin } from '../api/login';
import { DemoSignIns } from './DemoSignIns';
import {
  validateLogin,
  type LoginField as Field,
  type LoginFieldErrors,
  type LoginFormValues,
} from './loginValidation';
import { BusyButton } from '@/components/BusyButton';

const FIELDS: readonly Field[] = ['email', 'password'];
// On submit or a demo pick, every field's error shows, as if each had been left.
const ALL_TOUCHED: Record<Field, boolean> = { email: true, password: true };

// Two fields, so plain state rather than a form library: the sign-in page is the first one a person
// loads, and its script comes before the dashboard's first figure.
export function LoginForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const { t } = useTranslation();
  const config = useConfig();
  const loginMutation = useLogin();
  const [values, setValues] = useState<LoginFormValues>({ email: '', password: '' });
  // A field is checked once it has been left with something in it (or the form sent), then on every change.
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [wrongCredentials, setWrongCredentials] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const check = (next: LoginFormValues, shown: Record<Field, boolean>) => {
    const { errors: found } = validateLogin(next);
    setErrors(Object.fromEntries(FIELDS.filter((f) => shown[f] && found[f]).map((f) => [f, found[f]])));
  };
  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched[field]) check(next, touched);
  };
  const leave = (field: Field) => {
    // Leaving a field never typed in says nothing (the focus moved to "Forgot password?", say):
    // that it is required shows when the form is sent.
    if (touched[field] || values[field] === '') return;
    const shown = { ...touched, [field]: true };
    setTouched(shown);
    check(values, shown);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setWrongCredentials(false);
    setTouched(ALL_TOUCHED);
    const { errors: found, data } = validateLogin(values);
    setErrors(found);
    if (!data) {
      // As a form library would: the first field to correct gets the focus.
      (found.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    loginMutation.mutate(data, {
      onSuccess: (user) => {
        notifySuccess(t('login.signedInAs', { name: user.name }));
        onSignedIn(user);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) setWrongCredentials(true);
        else notifyError(error);
      },
    });
  };

  const processing = loginMutation.isPending;
  // A space when there is no error: the line is reserved, so an error appearing when the email field
  // loses focus does not move the "Forgot password?" link away from the pointer clicking it.
  const fieldError = (message: string | undefined) => (message ? t(message) : ' ');
  const demoSignIns = config.data?.demoMode ? config.data.demoSignIns : [];
  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => leave(field),
    error: Boolean(errors[field]),
    helperText: fieldError(errors[field]),
  });

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={2.5} aria-labelledby="login-title">
      {demoSignIns.length > 0 && (
        <DemoSignIns
          signIns={demoSignIns}
          onPick={(signIn) => {
            const next = { email: signIn.email, password: signIn.password };
            setValues(next);
            setTouched(ALL_TOUCHED);
            check(next, ALL_TOUCHED);
          }}
        />
      )}
      {wrongCredentials && <Alert severity="error">{t('login.wrongCredentials')}</Alert>}
      <TextField
        {...fieldProps('email')}
        inputRef={emailInput}
        label={t('login.email')}
        type="email"
        autoComplete="username"
        required
        fullWidth
        autoFocus
      />
      <PasswordField
        {...fieldProps('password')}
        inputRef={passwordInput}
        label={t('login.password')}
        autoComplete="current-password"
        required
        fullWidth
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
