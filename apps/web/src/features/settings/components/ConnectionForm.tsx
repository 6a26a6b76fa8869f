import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  managementConnectionSaveSchema,
  type ManagementConnection,
  type ManagementConnectionSave,
  type ManagementConnectionSaveForm,
} from '@rlo/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCheckManagementConnection, useSaveManagementConnection, type ConnectionTarget } from '../api/managementConnection';
import type { ConnectionSystem } from './connectionLabels';

const resolver = zodResolver(managementConnectionSaveSchema);

interface ConnectionFormProps {
  target: ConnectionTarget;
  system: ConnectionSystem;
  connection: ManagementConnection | null;
  labels: { connectionID: string; apiKey: string; authentication: string };
  onDone: () => void;
}

/** Edits a web-based system's connection. The stored key is never shown: a blank key keeps it. */
export function ConnectionForm({ target, system, connection, labels, onDone }: ConnectionFormProps) {
  const { t } = useTranslation();
  const save = useSaveManagementConnection();
  const check = useCheckManagementConnection();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ManagementConnectionSaveForm, unknown, ManagementConnectionSave>({
    resolver,
    defaultValues: { shopManagementType: system, connectionID: connection?.connectionID ?? '', apiKey: '', authentication: connection?.authentication ?? '' },
  });
  const onSubmit = (values: ManagementConnectionSave) =>
    save.mutate(
      { target, connection: values },
      {
        onSuccess: () => {
          notifySuccess(t('settings.management.saved'));
          onDone();
        },
        onError: notifyError,
      },
    );
  // Only Tekmetric has a connector to try; the result stays on screen until the next try.
  const onCheck = (values: ManagementConnectionSave) => check.mutate({ target, connection: values }, { onError: notifyError });
  const messageOf = (name: 'connectionID' | 'apiKey' | 'authentication') => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={(event) => void handleSubmit(onSubmit)(event)} aria-label={t('settings.management.editTitle')}>
      <TextField {...register('connectionID')} label={labels.connectionID} required error={Boolean(messageOf('connectionID'))} helperText={messageOf('connectionID') ?? ' '} />
      <TextField
        {...register('apiKey')}
        label={labels.apiKey}
        type="password"
        autoComplete="off"
        error={Boolean(messageOf('apiKey'))}
        helperText={messageOf('apiKey') ?? (connection?.apiKey ? t('settings.management.keepKey', { masked: connection.apiKey }) : ' ')}
      />
      <TextField {...register('authentication')} label={labels.authentication} error={Boolean(messageOf('authentication'))} helperText={messageOf('authentication') ?? ' '} />
      {check.data && (
        <Alert severity={check.data.outcome === 'ok' ? 'success' : 'error'} role="status">
          <AlertTitle>{t(`settings.management.check.${check.data.outcome}`)}</AlertTitle>
          {check.data.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {system === 'TEKMETRIC' && (
          <Button variant="outlined" loading={check.isPending} disabled={save.isPending} onClick={() => void handleSubmit(onCheck)()} sx={{ mr: 'auto' }}>
            {t('settings.management.test')}
          </Button>
        )}
        <Button onClick={onDone} disabled={save.isPending}>
          {t('settings.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('settings.management.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
