import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { SidePanel } from '@/components/SidePanel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMPOSITE_WORKSHEET_ID } from '@rlo/contract';
import { endOfMonth, startOfMonth } from 'date-fns';
import { isoDay } from '@/lib/dates';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { date } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useCreateWorksheet, useWorksheetDefinitions } from '../api/worksheets';
import { notifyFailure } from '../utils/notifyFailure';
import { PeriodDialog, type Period } from './PeriodDialog';
import { businessNow } from '@/lib/businessClock';
import { toast } from '@/lib/toast';

export interface WorksheetLocation {
  id: number;
  name: string;
}

interface CreateWorksheetPanelProps {
  partnerId: number;
  locations: WorksheetLocation[] | undefined;
  /** Called with the new worksheet's id after a creation, without one on cancel. */
  onClose: (createdId?: number) => void;
}


/** The side panel that creates a worksheet: location, period (the current month by default), definition. */
export function CreateWorksheetPanel({ partnerId, locations, onClose }: CreateWorksheetPanelProps) {
  const { t } = useTranslation();
  const definitions = useWorksheetDefinitions(partnerId);
  const create = useCreateWorksheet(partnerId);
  const [locationId, setLocationId] = useState<number | ''>(locations?.length === 1 ? locations[0].id : '');
  const [period, setPeriod] = useState<Period>(() => ({ start: startOfMonth(businessNow()), end: endOfMonth(businessNow()) }));
  const [choosingPeriod, setChoosingPeriod] = useState(false);
  const [definitionId, setDefinitionId] = useState(COMPOSITE_WORKSHEET_ID);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (locationId === '') {
      toast(t('worksheets.create.selectLocation'), { variant: 'info' });
      document.getElementById('worksheet-location')?.focus();
      return;
    }
    create.mutate(
      { location_id: locationId, period_start: isoDay(period.start), period_end: isoDay(period.end), definition_id: definitionId },
      {
        onSuccess: (created) => {
          notifySuccess(t('worksheets.create.done'));
          onClose(created.id);
        },
        onError: (error) => notifyFailure(error, 'worksheets.errors.create'),
      },
    );
  }

  return (
    <SidePanel open onClose={() => onClose()} labelledBy="worksheet-create-title">
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ p: 3 }} aria-labelledby="worksheet-create-title">
        <Typography id="worksheet-create-title" variant="h6" component="h2">
          {t('worksheets.create.title')}
        </Typography>
        {locations && locations.length === 0 ? <Alert severity="info">{t('worksheets.create.noLocations')}</Alert> : null}
        <TextField
          select
          id="worksheet-location"
          label={t('worksheets.create.location')}
          value={locationId}
          onChange={(event) => setLocationId(Number(event.target.value))}
          disabled={!locations}
          helperText={locations ? t('worksheets.create.locationHelp') : t('worksheets.loading')}
        >
          {(locations ?? []).map((location) => (
            <MenuItem key={location.id} value={location.id}>
              {location.name}
            </MenuItem>
          ))}
        </TextField>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="p" id="worksheet-period-label">
            {t('worksheets.create.period')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography aria-labelledby="worksheet-period-label" data-testid="worksheet-period">
              {t('worksheets.period.range', { start: date(isoDay(period.start)), end: date(isoDay(period.end)) })}
            </Typography>
            <Button startIcon={<EventIcon />} onClick={() => setChoosingPeriod(true)}>
              {t('worksheets.period.change')}
            </Button>
          </Stack>
        </Stack>
        <TextField
          select
          label={t('worksheets.create.definition')}
          value={definitions.data ? definitionId : ''}
          onChange={(event) => setDefinitionId(Number(event.target.value))}
          disabled={!definitions.data}
        >
          {(definitions.data ?? []).map((definition) => (
            <MenuItem key={definition.id} value={definition.id}>
              {t('worksheets.definition', { name: definition.name, version: definition.version })}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => onClose()}>{t('worksheets.cancel')}</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('worksheets.create.submit')}
          </Button>
        </Stack>
      </Stack>
      {choosingPeriod ? (
        <PeriodDialog
          period={period}
          onClose={(chosen) => {
            if (chosen) setPeriod(chosen);
            setChoosingPeriod(false);
          }}
        />
      ) : null}
    </SidePanel>
  );
}
