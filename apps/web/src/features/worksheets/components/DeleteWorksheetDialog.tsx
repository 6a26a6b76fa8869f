import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { WorksheetRow } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { monthYear } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useDeleteWorksheet } from '../api/worksheets';
import { notifyFailure } from '../utils/notifyFailure';

interface DeleteWorksheetDialogProps {
  partnerId: number;
  worksheet: WorksheetRow;
  onClose: () => void;
}

/** The confirmation before a worksheet is deleted. */
export function DeleteWorksheetDialog({ partnerId, worksheet, onClose }: DeleteWorksheetDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteWorksheet(partnerId);
  const confirm = () =>
    remove.mutate(worksheet.id, {
      onSuccess: () => {
        notifySuccess(t('worksheets.delete.done'));
        onClose();
      },
      onError: (error) => notifyFailure(error, 'worksheets.errors.delete'),
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="worksheet-delete-title" maxWidth="xs" fullWidth>
      <DialogTitle id="worksheet-delete-title">{t('worksheets.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('worksheets.delete.question', { month: monthYear(worksheet.period_start), location: worksheet.location_name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('worksheets.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm} loading={remove.isPending}>
          {t('worksheets.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
