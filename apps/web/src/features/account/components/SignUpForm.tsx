import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_TIME_ZONE,
  SIGNUP_BOUNDS,
  SUPPORT_EMAIL,
  US_TIME_ZONES,
  signUpSchema,
  type SessionUser,
  type SignUpForm as SignUpFormValues,
  type SignUpRequest,
} from '@rlo/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/PasswordField';
import { ApiError } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { toast } from '@/lib/toast';
import type { SignUpVariables } from '../api/signUp';
import { TermsOfServiceDialog } from './TermsOfServiceDialog';

export const SIGN_UP_FORM_ID = 'signup-form';

type FieldName = FieldPath<SignUpFormValues>;
const isFieldName = (path: string): path is FieldName => path in signUpSchema.shape;

interface SignUpFormProps {
  mutation: UseMutationResult<SessionUser, Error, SignUpVariables>;
  onSignedUp: (user: SessionUser) => void;
}

const signUpResolver = zodResolver(signUpSchema);

/** "US/Central" → the `signup.timeZones.central` label. */
const timeZoneLabelKey = (zone: string) => `signup.timeZones.${zone.replace('US/', '').toLowerCase()}`;

/** The same zod schema as POST /partners; its messages are translation keys. */
export function SignUpForm({ mutation, onSignedUp }: SignUpFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [termsOpen, setTermsOpen] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<SignUpFormValues, unknown, SignUpRequest>({
    resolver: signUpResolver,
    mode: 'onTouched',
    defaultValues: {
      businessName: '',
      businessZip: '',
      businessTimezone: DEFAULT_TIME_ZONE,
      businessUrl: '',
      contactName: '',
      phone: '',
      contactEmail: '',
      password: '',
      confirmPassword: '',
    },
  });

  // 1-foundation §4: a field's error shows once it was touched or the form was submitted.
  const errorOf = (name: FieldName): string | undefined => {
    const message = errors[name]?.message;
    const shown = isSubmitted || touchedFields[name];
    return message && shown ? t(message, { ...SIGNUP_BOUNDS }) : undefined;
  };
  const textField = (name: FieldName, hint?: string) => {
    const error = errorOf(name);
    // A changed password checks the retyped one again.
    const registered = register(name, name === 'password' ? { deps: 'confirmPassword' } : undefined);
    // The helper line is always there (a space when empty): an error appearing on leaving a field
    // must not move what the pointer is about to click (the terms link, the next field).
    return {
      ...registered,
      error: Boolean(error),
      helperText: error ?? hint ?? ' ',
      required: true,
      fullWidth: true,
    };
  };

  const onSubmit = handleSubmit((form) =>
    mutation.mutate(
      { form, locale },
      {
        onSuccess: (user) => onSignedUp(user),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            notifyError(error);
            return;
          }
          // Fields the server refused, with the form's own message keys.
          if (error instanceof ApiError) {
            for (const { path, message } of error.errors) {
              if (isFieldName(path)) setError(path, { message });
            }
          }
          toast(t('signup.failed', { email: SUPPORT_EMAIL }), { variant: 'error' });
        },
      },
    ),
  );

  const openTerms = (event: MouseEvent) => {
    // The link sits in the checkbox's label: opening the terms must not tick the box.
    event.preventDefault();
    setTermsOpen(true);
  };
  const agreeError = errorOf('agree');

  return (
    <>
      <form id={SIGN_UP_FORM_ID} onSubmit={onSubmit} noValidate aria-labelledby="signup-title">
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('signup.intro')}
        </Typography>
        <Grid container spacing={2.5}>
          <Grid size={12}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('signup.sections.business')}
            </Typography>
          </Grid>
          <Grid size={12}>
            <TextField
              {...textField('businessName')}
              label={t('signup.fields.businessName')}
              autoComplete="organization"
              autoFocus
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <TextField
              {...textField('businessZip')}
              label={t('signup.fields.businessZip')}
              autoComplete="postal-code"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 7 }}>
            <Controller
              control={control}
              name="businessTimezone"
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  fullWidth
                  label={t('signup.fields.businessTimezone')}
                  error={Boolean(errorOf('businessTimezone'))}
                  helperText={errorOf('businessTimezone') ?? ' '}
                >
                  {US_TIME_ZONES.map((zone) => (
                    <MenuItem key={zone} value={zone}>
                      {t(timeZoneLabelKey(zone))}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              {...textField('businessUrl', t('signup.hints.businessUrl'))}
              label={t('signup.fields.businessUrl')}
              autoComplete="url"
              slotProps={{ htmlInput: { inputMode: 'url' } }}
            />
          </Grid>

          <Grid size={12} sx={{ mt: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('signup.sections.contact')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...textField('contactName')}
              label={t('signup.fields.contactName')}
              autoComplete="name"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...textField('phone')}
              label={t('signup.fields.phone')}
              type="tel"
              autoComplete="tel"
            />
          </Grid>
          <Grid size={12}>
            <TextField
              {...textField('contactEmail', t('signup.hints.contactEmail'))}
              label={t('signup.fields.contactEmail')}
              type="email"
              autoComplete="email"
            />
          </Grid>

          <Grid size={12} sx={{ mt: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('signup.sections.password')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PasswordField
              {...textField('password', t('signup.hints.password', { ...SIGNUP_BOUNDS }))}
              label={t('signup.fields.password')}
              autoComplete="new-password"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PasswordField
              {...textField('confirmPassword')}
              label={t('signup.fields.confirmPassword')}
              autoComplete="new-password"
            />
          </Grid>

          <Grid size={12}>
            <FormControl error={Boolean(agreeError)} required>
              <Controller
                control={control}
                name="agree"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        name={field.name}
                        inputRef={field.ref}
                        checked={field.value === true}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        slotProps={{
                          input: { 'aria-describedby': agreeError ? 'signup-agree-error' : undefined },
                        }}
                      />
                    }
                    label={
                      <Trans
                        i18nKey="signup.agree"
                        components={{
                          terms: (
                            <Link
                              component="button"
                              type="button"
                              onClick={openTerms}
                              sx={{ verticalAlign: 'baseline' }}
                            />
                          ),
                        }}
                      />
                    }
                  />
                )}
              />
              {agreeError && <FormHelperText id="signup-agree-error">{agreeError}</FormHelperText>}
            </FormControl>
          </Grid>
        </Grid>
      </form>
      <TermsOfServiceDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </>
  );
}
