import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TECH_COUNT_OPTIONS, US_TIME_ZONES, WORKING_DAYS_OPTIONS, type Location } from '@rlo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '@/components/SidePanel';
import { ApiError } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveLocation } from '../api/admin';
import { EMPTY_LOCATION, formValuesOf, toLocationSave, type LocationFormValues } from '../utils/locationForm';

interface LocationFormPanelProps {
  /** null: closed; 'new': the create panel; a location: its edit panel. */
  target: Location | 'new' | null;
  onClose: () => void;
}

const TITLE_ID = 'location-form-title';

/** The side panels that create and edit a location (3-operations §2 "Locations"). */
export function LocationFormPanel({ target, onClose }: LocationFormPanelProps) {
  return (
    <SidePanel open={target !== null} onClose={onClose} labelledBy={TITLE_ID}>
      {/* Keyed: each opening starts from the location's values (or the defaults). */}
      {target !== null && (
        <LocationForm
          key={target === 'new' ? 'new' : target.id}
          editing={target === 'new' ? null : target}
          onClose={onClose}
        />
      )}
    </SidePanel>
  );
}

function LocationForm({ editing, onClose }: { editing: Location | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveLocation();
  const [values, setValues] = useState<LocationFormValues>(() =>
    editing ? formValuesOf(editing) : EMPTY_LOCATION,
  );
  const [submitted, setSubmitted] = useState(false);

  const set = <K extends keyof LocationFormValues>(key: K, value: LocationFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const nameMissing = values.name.trim() === '';
  const serverError = save.error instanceof ApiError && save.error.status === 400 ? save.error.message : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameMissing) return;
    save.mutate(
      { id: editing?.id ?? null, values: toLocationSave(values) },
      {
        onSuccess: () => {
          notifySuccess(
            t(editing ? 'locationAdmin.form.updated' : 'locationAdmin.form.created', {
              name: values.name.trim(),
            }),
          );
          onClose();
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 400)) notifyError(error);
        },
      },
    );
  };

  const text = (key: 'address' | 'city' | 'state' | 'zip', max: number) => (
    <TextField
      label={t(`locationAdmin.fields.${key}`)}
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
      slotProps={{ htmlInput: { maxLength: max } }}
      size="small"
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ p: 3 }}>
      <Typography id={TITLE_ID} variant="h6" component="h2" gutterBottom>
        {editing
          ? t('locationAdmin.form.editTitle', { name: editing.name })
          : t('locationAdmin.form.createTitle')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={t('locationAdmin.fields.name')}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          required
          autoFocus
          size="small"
          error={submitted && nameMissing}
          helperText={submitted && nameMissing ? t('locationAdmin.form.nameRequired') : ' '}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        {text('address', 200)}
        <Stack direction="row" spacing={1}>
          {text('city', 100)}
          {text('state', 50)}
          {text('zip', 20)}
        </Stack>
        <TextField
          select
          size="small"
          label={t('locationAdmin.fields.timezone')}
          value={values.timezone}
          onChange={(e) => set('timezone', e.target.value as LocationFormValues['timezone'])}
        >
          {US_TIME_ZONES.map((zone) => (
            <MenuItem key={zone} value={zone}>
              {zone}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('locationAdmin.fields.workingDays')}
          value={values.workingDays}
          onChange={(e) => set('workingDays', Number(e.target.value) as LocationFormValues['workingDays'])}
        >
          {WORKING_DAYS_OPTIONS.map((days) => (
            <MenuItem key={days} value={days}>
              {t('locationAdmin.form.daysPerWeek', { count: days })}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1}>
          {(['fullTimeTech', 'gsTech'] as const).map((key) => (
            <TextField
              key={key}
              select
              fullWidth
              size="small"
              label={t(`locationAdmin.fields.${key}`)}
              value={values[key]}
              onChange={(e) => set(key, Number(e.target.value))}
            >
              {TECH_COUNT_OPTIONS.map((n) => (
                <MenuItem key={n} value={n}>
                  {n}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Stack>
        <TextField
          size="small"
          label={t('locationAdmin.fields.comparisonGroups')}
          helperText={t('locationAdmin.form.groupsHelp')}
          value={values.comparisionGroups}
          onChange={(e) => set('comparisionGroups', e.target.value)}
        />
        <FormControlLabel
          control={
            <Switch
              checked={values.isLaborActualCostOvrd}
              onChange={(e) => set('isLaborActualCostOvrd', e.target.checked)}
            />
          }
          label={t('locationAdmin.fields.laborOverride')}
        />
        <FormControlLabel
          control={<Switch checked={values.isDisable} onChange={(e) => set('isDisable', e.target.checked)} />}
          label={t('locationAdmin.fields.disabled')}
        />
        {serverError && (
          <Typography color="error" role="alert">
            {serverError}
          </Typography>
        )}
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button onClick={onClose}>{t('locationAdmin.form.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('locationAdmin.form.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
