import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteRepairOrder } from '../../api/deleteRepairOrder';

interface DeleteRepairOrderProps {
  repairOrderId: number;
  orderNumber: string;
  onDeleted: () => void;
}

/** Shop owners: delete an RO after confirming; every figure of the dashboard is then refreshed. */
export function DeleteRepairOrder({ repairOrderId, orderNumber, onDeleted }: DeleteRepairOrderProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const mutation = useDeleteRepairOrder();
  const remove = () =>
    mutation.mutate(repairOrderId, {
      onSuccess: () => {
        notifySuccess(t('dashboard.ro.deleted', { number: orderNumber }));
        setConfirming(false);
        onDeleted();
      },
      onError: (error) => notifyError(error),
    });
  return (
    <>
      <Button color="error" onClick={() => setConfirming(true)}>
        {t('dashboard.ro.delete')}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="delete-ro-title">
        <DialogTitle id="delete-ro-title">
          {t('dashboard.ro.deleteTitle', { number: orderNumber })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('dashboard.ro.deleteText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('dashboard.actions.cancel')}</Button>
          <Button color="error" variant="contained" onClick={remove} loading={mutation.isPending}>
            {t('dashboard.ro.confirmDelete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
