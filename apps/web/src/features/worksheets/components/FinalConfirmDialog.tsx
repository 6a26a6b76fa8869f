import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** Asked before a worksheet is saved as Final, since a Final worksheet can no longer be changed. */
export function FinalConfirmDialog({ onClose }: { onClose: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="worksheet-final-title" maxWidth="xs" fullWidth>
      <DialogTitle id="worksheet-final-title">{t('worksheets.final.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('worksheets.final.question')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('worksheets.cancel')}</Button>
        <Button variant="contained" onClick={() => onClose(true)}>
          {t('worksheets.final.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
