import { zodResolver } from '@hookform/resolvers/zod';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ASSIGNABLE_ROLES, userSaveSchema, type PartnerUser, type UserSave, type UserSaveForm } from '@rlo/contract';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
      customerContact: user?.customerContact ?? false,
    },
  });

  const onSubmit = (values: UserSave) =>
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
            for (const e of error.errors ?? []) if (e.path === 'name' || e.path === 'email') setError(e.path, { message: e.message });
        },
      },
    );

  const message = (name: 'name' | 'email') => errors[name]?.message;
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } }, role: 'dialog', 'aria-labelledby': titleId } }}>
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
    </Drawer>
  );
}
