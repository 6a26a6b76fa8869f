import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/Tooltip';
import { dateTime } from '@/lib/format';
import { lockedUntil, type LockedAction } from '../../utils/actionLock';
import type { DashboardLocation } from '../../utils/locations';
import { useDashboard } from '../DashboardContext';

// The dialogs (and their date pickers) load when first opened.
const ResyncDialog = lazy(async () => ({ default: (await import('./ResyncDialog')).ResyncDialog }));
const ResendEmailDialog = lazy(async () => ({
  default: (await import('./ResendEmailDialog')).ResendEmailDialog,
}));

const ICONS: Record<LockedAction, typeof SyncIcon> = { resync: SyncIcon, resend: EmailOutlinedIcon };

/** Resync data and resend the daily e-mail for the selected location; each locked 48 hours after use. */
export function LocationActions({ location }: { location: DashboardLocation | null }) {
  const { t } = useTranslation();
  const { partnerId, email } = useDashboard();
  const [open, setOpen] = useState<LockedAction | null>(null);
  // Bumped when a dialog closes after a use, so the lock is read again.
  const [, setUses] = useState(0);
  const close = (done: boolean) => {
    setOpen(null);
    if (done) setUses((count) => count + 1);
  };

  const button = (action: LockedAction) => {
    const until = location ? lockedUntil(action, location.id) : null;
    const hint = !location
      ? t('dashboard.actions.singleLocation')
      : until
        ? t('dashboard.actions.lockedUntil', { time: dateTime(until) })
        : '';
    const Icon = ICONS[action];
    return (
      <Tooltip title={hint} key={action}>
        <span>
          <Button
            variant="outlined"
            size="small"
            startIcon={<Icon />}
            disabled={!location || until !== null}
            onClick={() => setOpen(action)}
          >
            {t(`dashboard.actions.${action}`)}
          </Button>
        </span>
      </Tooltip>
    );
  };

  return (
    <Stack direction="row" spacing={1}>
      {button('resync')}
      {button('resend')}
      <Suspense>
        {location && open === 'resync' && (
          <ResyncDialog locationId={location.id} locationName={location.name} onClose={close} />
        )}
        {location && open === 'resend' && (
          <ResendEmailDialog
            partnerId={partnerId}
            locationId={location.id}
            locationName={location.name}
            defaultEmail={email}
            onClose={close}
          />
        )}
      </Suspense>
    </Stack>
  );
}
