import { zodResolver } from '@hookform/resolvers/zod';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ASSIGNABLE_ROLES, userSaveSchema, type PartnerUser, type UserSave, type UserSaveForm } from '@rlo/contract';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '@/components/SidePanel';
import { ApiError } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveUser } from '../api/users';
import { roleLabelKey } from '../roles';

export interface LocationOption {
  id: number;
  name: string;
}

interface UserPanelProps {
  /** The user being edited, or null for a new one. */
  user: PartnerUser | null;
  locations: LocationOption[];
  onClose: () => void;
  /** After a save that changed the signed-in user's own e-mail: they must verify it. */
  onOwnEmailChanged: () => void;
  currentUserId: number;
}

const resolver = zodResolver(userSaveSchema);
const NO_LOCATION = '';

/** The side panel to add or edit a user (3-operations §2 "Users"): name and e-mail required. */
export function UserPanel({ user, locations, onClose, onOwnEmailChanged, currentUserId }: UserPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSaveUser();
  const composite = user?.role === 'CompositePartner';
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UserSaveForm, unknown, UserSave>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      // A Composite Partner's role is not the form's to change: it is left out of the request.
      role: user && user.role !== 'CompositePartner' ? user.role : user ? undefined : 'User',
      defaultLocation: user?.defaultLocation ?? null,
      locationIds: user?.role === 'LocationManager' ? user.locationIds : [],
      customerContact: user?.customerContact ?? false,
    },
  });

  const role = useWatch({ control, name: 'role' });
  const chosenDefault = useWatch({ control, name: 'defaultLocation' });
  const defaultLocation = chosenDefault === null || chosenDefault === undefined ? null : Number(chosenDefault);
  const scoped = role === 'LocationManager';

  const onSubmit = (form: UserSave) => {
    // Only a Location Manager is limited to chosen locations; the default one is always theirs, so
    // the list carries just the others (the contract's locationIds). Other roles see every location.
    const values: UserSave = {
      ...form,
      locationIds: form.role === 'LocationManager' ? [...new Set(form.locationIds)].filter((id) => id !== form.defaultLocation) : [],
    };
    save.mutate(
      { id: user?.id ?? null, user: values },
      {
        onSuccess: () => {
          const emailChanged = user !== null && user.email.toLowerCase() !== values.email.toLowerCase();
          if (!user) notifySuccess(t('settings.users.invited', { email: values.email }));
          else if (emailChanged) notifySuccess(t('settings.users.savedVerify', { email: values.email }));
          else notifySuccess(t('settings.users.saved'));
          onClose();
          if (emailChanged && user.id === currentUserId) onOwnEmailChanged();
        },
        onError: (error) => {
          notifyError(error);
          if (error instanceof ApiError)
            for (const e of error.errors ?? []) {
              if (e.path === 'name' || e.path === 'email') setError(e.path, { message: e.message });
              else if (e.path.startsWith('locationIds')) setError('locationIds', { message: e.message });
            }
        },
      },
    );
  };

  const message = (name: 'name' | 'email') => errors[name]?.message;
  return (
    <SidePanel open onClose={onClose} labelledBy={titleId}>
      <Box component="form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} sx={{ p: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {user ? t('settings.users.editTitle') : t('settings.users.addTitle')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('settings.close')}>
            <Close />
          </IconButton>
        </Stack>
        {!user && (
          <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
            {t('settings.users.inviteNote')}
          </Typography>
        )}
        <TextField
          {...register('name')}
          label={t('settings.users.fields.name')}
          required
          fullWidth
          autoFocus
          margin="dense"
          error={Boolean(message('name'))}
          helperText={message('name') ? t(message('name') ?? '') : ' '}
        />
        <TextField
          {...register('email')}
          label={t('settings.users.fields.email')}
          type="email"
          required
          fullWidth
          margin="dense"
          error={Boolean(message('email'))}
          helperText={message('email') ? t(message('email') ?? '') : ' '}
        />
        {composite ? (
          <TextField
            label={t('settings.users.fields.role')}
            value={t(roleLabelKey('CompositePartner'))}
            disabled
            fullWidth
            margin="dense"
            helperText={t('settings.users.compositeRole')}
          />
        ) : (
          <Controller
            control={control}
            name="role"
            render={({ field: { ref, value, ...rest } }) => (
              <TextField {...rest} value={value ?? 'User'} inputRef={ref} select fullWidth margin="dense" label={t('settings.users.fields.role')} helperText=" ">
                {ASSIGNABLE_ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {t(roleLabelKey(role))}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        <Controller
          control={control}
          name="defaultLocation"
          render={({ field: { ref, value, onChange, ...rest } }) => (
            <TextField
              {...rest}
              inputRef={ref}
              select
              fullWidth
              margin="dense"
              label={t('settings.users.fields.defaultLocation')}
              value={value ?? NO_LOCATION}
              onChange={(event) => onChange(event.target.value === NO_LOCATION ? null : Number(event.target.value))}
              helperText=" "
            >
              <MenuItem value={NO_LOCATION}>{t('settings.users.noDefaultLocation')}</MenuItem>
              {locations.map((location) => (
                <MenuItem key={location.id} value={location.id}>
                  {location.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {scoped && (
          <Controller
            control={control}
            name="locationIds"
            render={({ field: { ref, value, onChange, ...rest }, fieldState: { error } }) => {
              const chosen = new Set((value ?? []).map(Number));
              if (defaultLocation !== null) chosen.add(defaultLocation);
              const nameOf = (id: number) => locations.find((location) => location.id === id)?.name ?? t('settings.users.locationUnknown', { id });
              const help = error?.message
                ? t(error.message)
                : chosen.size === 0
                  ? t('settings.users.workLocationsNone')
                  : t('settings.users.workLocationsHelp');
              return (
                <TextField
                  {...rest}
                  inputRef={ref}
                  select
                  fullWidth
                  margin="dense"
                  label={t('settings.users.fields.workLocations')}
                  value={[...chosen]}
                  error={Boolean(error)}
                  helperText={help}
                  onChange={(event) => {
                    const picked = event.target.value as unknown as (number | string)[];
                    onChange(picked.map(Number).filter((id) => id !== defaultLocation));
                  }}
                  slotProps={{
                    select: {
                      multiple: true,
                      renderValue: (selected) => (
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                          {(selected as number[])
                            .toSorted((a, b) => Number(b === defaultLocation) - Number(a === defaultLocation))
                            .map((id) => (
                              <Chip
                                key={id}
                                size="small"
                                label={id === defaultLocation ? t('settings.users.defaultLocationTag', { name: nameOf(id) }) : nameOf(id)}
                                color={id === defaultLocation ? 'primary' : 'default'}
                                variant={id === defaultLocation ? 'filled' : 'outlined'}
                              />
                            ))}
                        </Box>
                      ),
                    },
                  }}
                >
                  {locations.map((location) => {
                    const isDefault = location.id === defaultLocation;
                    return (
                      <MenuItem key={location.id} value={location.id} disabled={isDefault}>
                        <ListItemIcon>{chosen.has(location.id) ? <CheckBox color="primary" /> : <CheckBoxOutlineBlank />}</ListItemIcon>
                        <ListItemText primary={location.name} secondary={isDefault ? t('settings.users.fields.defaultLocation') : undefined} />
                      </MenuItem>
                    );
                  })}
                </TextField>
              );
            }}
          />
        )}
        <Controller
          control={control}
          name="customerContact"
          render={({ field: { value, onChange, ...rest } }) => (
            <FormControlLabel
              control={<Checkbox {...rest} checked={Boolean(value)} onChange={(event) => onChange(event.target.checked)} />}
              label={t('settings.users.fields.customerContact')}
            />
          )}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('settings.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {user ? t('settings.users.save') : t('settings.users.add')}
          </Button>
        </Stack>
      </Box>
    </SidePanel>
  );
}
