import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useManagementConnection } from '../api/managementConnection';
import { ConnectionForm } from './ConnectionForm';
import { connectionLabelsKey, isConnectionSystem, type ConnectionSystem } from './connectionLabels';

export interface ManagedLocation {
  id: number;
  name: string;
  shopManagementTypes: string | null;
}

interface ManagementSettingsProps {
  partnerId: number;
  locations: ManagedLocation[] | undefined;
  locationsFailed: boolean;
  canEdit: boolean;
  locationSetupHref: string;
}

/** Tab Management System (3-operations §2): the connection of each location's system, API key masked. */
export function ManagementSettings({ partnerId, locations, locationsFailed, canEdit, locationSetupHref }: ManagementSettingsProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  if (locationsFailed) return <Alert severity="error">{t('settings.management.locationsUnavailable')}</Alert>;
  if (!locations) return <Skeleton variant="rounded" height={240} />;
  if (locations.length === 0) return <Alert severity="info">{t('settings.management.noLocations')}</Alert>;
  const location = locations.find((l) => l.id === chosen) ?? locations[0];
  return (
    <Stack spacing={3}>
      {locations.length > 1 && (
        <TextField select label={t('settings.management.location')} value={location.id} onChange={(event) => setChosen(Number(event.target.value))} sx={{ maxWidth: 360 }}>
          {locations.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label={location.name}>
        <Typography variant="h6" component="h2">
          {location.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('settings.management.system', { system: location.shopManagementTypes ?? t('settings.management.noSystem') })}
        </Typography>
        {isConnectionSystem(location.shopManagementTypes) ? (
          <Connection key={location.id} partnerId={partnerId} locationId={location.id} system={location.shopManagementTypes} canEdit={canEdit} />
        ) : location.shopManagementTypes === 'RSMT' ? (
          <Typography>
            {t('settings.management.agentSystem')}{' '}
            <Link component={RouterLink} to={locationSetupHref}>
              {t('settings.management.agentLink')}
            </Link>
          </Typography>
        ) : (
          <Typography>{t('settings.management.noConnectionNeeded')}</Typography>
        )}
      </Paper>
    </Stack>
  );
}

interface ConnectionProps {
  partnerId: number;
  locationId: number;
  system: ConnectionSystem;
  canEdit: boolean;
}

function Connection({ partnerId, locationId, system, canEdit }: ConnectionProps) {
  const { t } = useTranslation();
  const target = { partnerId, locationId };
  const connection = useManagementConnection(target);
  const [editing, setEditing] = useState(false);
  const labelsKey = connectionLabelsKey(system);
  const labels = {
    connectionID: t(`${labelsKey}.connectionID`),
    apiKey: t(`${labelsKey}.apiKey`),
    authentication: t(`${labelsKey}.authentication`),
  };
  if (connection.isPending) return <Skeleton variant="rounded" height={120} />;
  if (connection.isError) return <Alert severity="error">{t('settings.management.unavailable')}</Alert>;
  if (editing) return <ConnectionForm target={target} system={system} connection={connection.data} labels={labels} onDone={() => setEditing(false)} />;
  const data = connection.data;
  const rows: [string, string][] = [
    [labels.connectionID, data?.connectionID ?? '—'],
    [labels.apiKey, data?.apiKey ?? '—'],
    [labels.authentication, data?.authentication ?? '—'],
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t(`${labelsKey}.help`)}
      </Typography>
      {data ? (
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {rows.map(([label, value]) => (
            <Stack key={label} direction="row" spacing={2}>
              <Typography component="dt" sx={{ width: 180, fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
      ) : (
        <Typography>{t('settings.management.none')}</Typography>
      )}
      {canEdit && (
        <Button variant="outlined" startIcon={<Edit />} onClick={() => setEditing(true)} sx={{ alignSelf: 'flex-start' }}>
          {data ? t('settings.management.edit') : t('settings.management.connect')}
        </Button>
      )}
    </Stack>
  );
}
