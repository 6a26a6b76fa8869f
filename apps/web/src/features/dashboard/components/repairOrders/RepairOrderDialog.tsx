import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRepairOrder } from '../../api/repairOrder';
import { useDashboardSource } from '../../api/source';
import { RoCoachComments } from '../coaching/RoCoachComments';
import { useDashboard } from '../DashboardContext';
import { SectionError } from '../SectionStates';
import { DeleteRepairOrder } from './DeleteRepairOrder';
import { RepairOrderFacts } from './RepairOrderFacts';
import { RepairOrderHistory } from './RepairOrderHistory';
import { RepairOrderLines } from './RepairOrderLines';
import { DialogCloseButton } from '@/components/DialogCloseButton';

interface RepairOrderDialogProps {
  repairOrderId: number;
  onClose: () => void;
}

/** RO details with the customer's RO history beside them (2-dashboard §2 "Modals"). */
export function RepairOrderDialog({ repairOrderId, onClose }: RepairOrderDialogProps) {
  const { t } = useTranslation();
  // On a phone the RO's lines need the whole screen, not a narrow card.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { isShopOwner, dailyEmailLocationIds = [] } = useDashboard();
  const [shownId, setShownId] = useState(repairOrderId);
  const [commenting, setCommenting] = useState(false);
  const query = useRepairOrder(shownId);
  // Another source (a coach's view) reads this RO only: no customer history, no actions.
  const readOnly = useDashboardSource() !== null;
  const ro = query.data;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth fullScreen={phone} aria-labelledby="ro-dialog-title" scroll="paper">
      <DialogTitle id="ro-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 6 }}>
        {ro ? t('dashboard.ro.title', { number: ro.order_number }) : t('dashboard.ro.loadingTitle')}
        {ro && (
          <Chip
            size="small"
            label={t(`dashboard.ro.statuses.${ro.order_status}`)}
            color={ro.order_status === 'DELETED' ? 'error' : 'default'}
          />
        )}
        <DialogCloseButton label={t('dashboard.actions.close')} onClick={onClose} />
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending && <Skeleton variant="rounded" height={360} />}
        {query.isError && <SectionError error={query.error} onRetry={() => void query.refetch()} />}
        {ro && (
          <Box
            sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: readOnly ? '1fr' : 'minmax(0, 1fr) 280px' } }}
          >
            <Box sx={{ minWidth: 0 }}>
              <RepairOrderFacts ro={ro} />
              <RepairOrderLines ro={ro} />
            </Box>
            {!readOnly && (
              <Box sx={{ borderLeft: { md: 1 }, borderColor: { md: 'divider' }, pl: { md: 2 } }}>
                <RepairOrderHistory
                  locationId={ro.location_id}
                  customerId={ro.customer.id}
                  currentId={ro.id}
                  onOpen={setShownId}
                />
              </Box>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {ro && !readOnly && dailyEmailLocationIds.includes(ro.location_id) && (
          <Button onClick={() => setCommenting(true)}>{t('dashboard.coachComment.open')}</Button>
        )}
        {ro && !readOnly && isShopOwner && ro.order_status !== 'DELETED' && (
          <DeleteRepairOrder repairOrderId={ro.id} orderNumber={ro.order_number} onDeleted={onClose} />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose}>{t('dashboard.actions.close')}</Button>
      </DialogActions>
      {ro && commenting && (
        <RoCoachComments locationId={ro.location_id} orderNumber={ro.order_number} onClose={() => setCommenting(false)} />
      )}
    </Dialog>
  );
}
