import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { SidePanel } from '@/components/SidePanel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { date } from '@/lib/format';
import { useWorksheet } from '../api/worksheets';
import { StatusChip } from './StatusChip';
import { WorksheetEditor } from './WorksheetEditor';

interface ManageWorksheetPanelProps {
  partnerId: number;
  worksheetId: number;
  onClose: () => void;
}

/** The side panel that manages one worksheet: its heading, then the editor once it has loaded. */
export function ManageWorksheetPanel({ partnerId, worksheetId, onClose }: ManageWorksheetPanelProps) {
  const { t } = useTranslation();
  const query = useWorksheet(partnerId, worksheetId);
  const worksheet = query.data;
  return (
    <SidePanel open onClose={onClose} labelledBy="worksheet-manage-title" width={{ xs: '100%', md: 680 }}>
      <Stack spacing={2} sx={{ p: 3, pb: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Stack spacing={0.5}>
            <Typography id="worksheet-manage-title" variant="h6" component="h2">
              {worksheet ? t('worksheets.manage.title', { location: worksheet.location_name }) : t('worksheets.manage.loadingTitle')}
            </Typography>
            {worksheet ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" color="text.secondary">
                  {t('worksheets.period.range', { start: date(worksheet.period_start), end: date(worksheet.period_end) })}
                  {' · '}
                  {t('worksheets.definition', { name: worksheet.definition_name, version: worksheet.version })}
                </Typography>
                <StatusChip status={worksheet.status} />
              </Stack>
            ) : null}
          </Stack>
          <IconButton aria-label={t('worksheets.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {query.isPending ? (
          <Stack sx={{ alignItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('worksheets.loading')} />
          </Stack>
        ) : null}
        {query.isError ? (
          <Alert severity="error" action={<Button onClick={() => query.refetch()}>{t('worksheets.retry')}</Button>}>
            {t('worksheets.errors.loadOneInline')}
          </Alert>
        ) : null}
        {worksheet ? <WorksheetEditor key={`${worksheet.id}-${worksheet.updated_at}`} partnerId={partnerId} worksheet={worksheet} /> : null}
      </Stack>
    </SidePanel>
  );
}
