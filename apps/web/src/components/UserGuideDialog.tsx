import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import type { UserGuideModalView } from '@rlo/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuide, type GuideRef } from '@/api/guides';
import { useLocale } from '@/lib/i18n';
import { SafeHtml } from './SafeHtml';
import { DialogCloseButton } from './DialogCloseButton';

// The modal's width follows the guide's modalView (3-operations §2): small, medium or large.
const WIDTH: Record<UserGuideModalView, { md: string; maxWidth: number | 'none' }> = {
  25: { md: '25vw', maxWidth: 480 },
  50: { md: '50vw', maxWidth: 900 },
  100: { md: 'calc(100vw - 64px)', maxWidth: 'none' },
};

interface UserGuideDialogProps {
  guide: GuideRef | null;
  onClose: () => void;
}

/** The user guide info modal: loading, error, empty / coming-soon message, or the guide. */
export function UserGuideDialog({ guide, onClose }: UserGuideDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const query = useGuide(guide, locale);
  const data = query.data;
  const view: UserGuideModalView = data?.modalView ?? 50;
  const empty = data && (data.comingSoon || data.html.trim() === '');
  return (
    <Dialog
      open={guide !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      data-modal-view={data ? view : undefined}
      slotProps={{
        paper: { sx: { width: { xs: '100%', md: WIDTH[view].md }, minWidth: { md: 360 }, maxWidth: WIDTH[view].maxWidth, m: { xs: 1, md: 4 } } },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {data?.title ?? t('guides.userGuide.dialogTitle')}
        <DialogCloseButton label={t('guides.common.close')} onClick={onClose} />
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending && <Skeleton variant="rounded" height={160} aria-label={t('guides.common.loading')} />}
        {query.isError && <Alert severity="error">{t('guides.userGuide.loadError')}</Alert>}
        {data && empty && (
          <Alert severity="info" data-state="empty">
            {data.comingSoon ? t('guides.userGuide.comingSoon') : t('guides.userGuide.empty')}
          </Alert>
        )}
        {data && !empty && <SafeHtml html={data.html} />}
      </DialogContent>
    </Dialog>
  );
}
