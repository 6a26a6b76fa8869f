import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import AddCommentIcon from '@mui/icons-material/AddComment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OwnerCommentDialog } from '@/components/OwnerCommentDialog';
import { useSaveOwnerComment } from '@/api/ownerComments';
import { Tooltip } from '@/components/Tooltip';
import { useCommentableEmployees } from '../../api/ownerComment';
import { isSingleLocation } from '../../utils/locations';
import { useDashboard } from '../DashboardContext';

/** Shop owners comment on employees of the selected location from the employee section (one location only). */
export function OwnerCommentAction() {
  const { t } = useTranslation();
  const { partnerId, scope, isShopOwner } = useDashboard();
  const [open, setOpen] = useState(false);
  const locationId = isSingleLocation(scope) ? scope : 0;
  const employees = useCommentableEmployees(partnerId, locationId, open && locationId > 0);
  const save = useSaveOwnerComment(partnerId, locationId);
  if (!isShopOwner) return null;

  const button = (
    <span>
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddCommentIcon />}
        disabled={locationId === 0}
        onClick={() => setOpen(true)}
      >
        {t('dashboard.ownerComment.button')}
      </Button>
    </span>
  );
  return (
    <>
      {locationId === 0 ? (
        <Tooltip title={t('dashboard.ownerComment.singleLocation')}>{button}</Tooltip>
      ) : (
        button
      )}
      {open && employees.isError && (
        <Alert severity="error">{t('dashboard.ownerComment.employeesFailed')}</Alert>
      )}
      <OwnerCommentDialog
        open={open}
        heading={t('dashboard.ownerComment.title')}
        employees={employees.data ?? []}
        onClose={() => setOpen(false)}
        onSave={save.mutateAsync}
        savedText={t('dashboard.ownerComment.saved')}
      />
    </>
  );
}
