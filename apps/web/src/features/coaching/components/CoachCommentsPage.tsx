import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { KPI_TYPES, type CoachComment } from '@rlo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentDetailDialog } from './CommentDetailDialog';
import type { Requester } from './CoachingRequestDialog';
import { CommentList } from './CommentList';
import type { PickableLocation } from '@/components/LocationPicker';
import { PageTitle, TitledMessage } from '@/components/PageTitle';

// By repair order, KPI only, e-mail KPI (2-dashboard §2).
const LISTS = ['REPAIR_ORDER', 'KPI_ONLY', 'EMAIL_KPI'] as const satisfies readonly (typeof KPI_TYPES)[number][];

interface CoachCommentsPageProps {
  partnerId: number;
  /** The locations with rlo_daily_email: coach comments need it. */
  locations: readonly PickableLocation[];
  requester: Requester;
  /** The jump to the dashboard, which opens the comment there (?id&type). */
  onOpenDashboard: (comment: CoachComment) => void;
}

export function CoachCommentsPage({ partnerId, locations, requester, onOpenDashboard }: CoachCommentsPageProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ comment: CoachComment; locationId: number } | null>(null);
  if (locations.length === 0)
    return (
      <TitledMessage title={t('coaching.comments.title')}>
        <Alert severity="info">{t('coaching.comments.noSubscription')}</Alert>
      </TitledMessage>
    );
  return (
    <Stack spacing={2}>
      <PageTitle>
        {t('coaching.comments.title')}
      </PageTitle>
      {LISTS.map((kpiType) => (
        <CommentList
          key={kpiType}
          partnerId={partnerId}
          kpiType={kpiType}
          locations={locations}
          initialLocationId={locations[0].id}
          onOpen={(comment, locationId) => setOpen({ comment, locationId })}
        />
      ))}
      {open && (
        <CommentDetailDialog
          scope={{ partnerId, locationId: open.locationId }}
          comment={open.comment}
          requester={requester}
          onOpenDashboard={onOpenDashboard}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
