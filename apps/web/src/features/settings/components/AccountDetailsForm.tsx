import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  SIGNUP_BOUNDS,
  US_TIME_ZONES,
  accountUpdateSchema,
  type Account,
  type AccountUpdate,
  type AccountUpdateForm,
} from '@rlo/contract';
import { useEffect } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateAccount } from '../api/account';

type Field = FieldPath<AccountUpdateForm>;
const FIELDS = Object.keys(accountUpdateSchema.shape) as Field[];
const isField = (path: string): path is Field => (FIELDS as string[]).includes(path);
const resolver = zodResolver(accountUpdateSchema);

/**
 * Details the form requires (the sign-up rules) that an account may lack: accounts created by an
 * operator, or the demo's before it had them. Such an account must be completable, not stuck.
 */
const REQUIRED_DETAILS = ['website', 'zip', 'phone'] as const satisfies readonly Field[];

/** "US/Central" → the sign-up form's `signup.timeZones.central` label. */
const timeZoneLabelKey = (zone: string) => `signup.timeZones.${zone.replace('US/', '').toLowerCase()}`;

const valuesOf = (account: Account): AccountUpdateForm => ({
  businessName: account.businessName,
  website: account.website ?? '',
  address: account.address ?? '',
  city: account.city ?? '',
  state: account.state ?? '',
  zip: account.zip ?? '',
  timezone: account.timezone,
  contactName: account.contactName,
  phone: account.phone ?? '',
  email: account.email,
});

interface AccountDetailsFormProps {
  account: Account;
  canEdit: boolean;
}

/** Business and contact details, with the sign-up rules and messages (the contract's schema). */
export function AccountDetailsForm({ account, canEdit }: AccountDetailsFormProps) {
  const { t } = useTranslation();
  const update = useUpdateAccount();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    trigger,
    formState: { errors, isDirty },
  } = useForm<AccountUpdateForm, unknown, AccountUpdate>({ resolver, mode: 'onTouched', values: valuesOf(account) });
  const incomplete = canEdit && REQUIRED_DETAILS.some((name) => !account[name]?.trim());
  // The missing details are marked at once, so the owner sees what to fill in before saving.
  useEffect(() => {
    if (incomplete) void trigger([...REQUIRED_DETAILS]);
  }, [incomplete, trigger]);

  const onSubmit = (details: AccountUpdate) =>
    update.mutate(
      { partnerId: account.id, details },
      {
        onSuccess: () => {
          notifySuccess(t('settings.account.saved'));
          reset(valuesOf({ ...account, ...details }));
        },
        onError: (error) => {
          notifyError(error);
          if (error instanceof ApiError) for (const e of error.errors ?? []) if (isField(e.path)) setError(e.path, { message: e.message });
        },
      },
    );

  const field = (name: Field, required = true) => {
    const message = errors[name]?.message;
    return {
      ...register(name),
      id: `account-${name}`,
      label: t(`settings.account.fields.${name}`),
      required,
      fullWidth: true,
      disabled: !canEdit,
      error: Boolean(message),
      // Keeps its line even without text, so an error appearing never moves the fields below.
      helperText: message ? t(message, { ...SIGNUP_BOUNDS }) : ' ',
    };
  };

  return (
    <form noValidate aria-label={t('settings.account.detailsTitle')} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {incomplete && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="account-incomplete">
          {t('settings.account.incomplete')}
        </Alert>
      )}
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField {...field('businessName')} autoComplete="organization" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField {...field('website')} autoComplete="url" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField {...field('address', false)} autoComplete="street-address" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField {...field('city', false)} autoComplete="address-level2" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField {...field('state', false)} autoComplete="address-level1" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField {...field('zip')} autoComplete="postal-code" inputMode="numeric" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={control}
            name="timezone"
            render={({ field: { ref, ...rest } }) => (
              <TextField {...rest} inputRef={ref} id="account-timezone" select fullWidth disabled={!canEdit} label={t('settings.account.fields.timezone')} helperText=" ">
                {US_TIME_ZONES.map((zone) => (
                  <MenuItem key={zone} value={zone}>
                    {t(timeZoneLabelKey(zone))}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField {...field('contactName')} autoComplete="name" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField {...field('phone')} autoComplete="tel" type="tel" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField {...field('email')} autoComplete="email" type="email" />
        </Grid>
      </Grid>
      {canEdit && (
        // Nothing to save on a complete, unchanged form; an incomplete one can always be saved (and says what is missing).
        <Button type="submit" variant="contained" loading={update.isPending} disabled={!isDirty && !incomplete}>
          {t('settings.account.save')}
        </Button>
      )}
    </form>
  );
}
