import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CoachComment, CoachingRequestType } from '@rlo/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useMarkRead, type CommentScope } from '@/api/coachComments';
import { useCommentRequests } from '../api/coachingRequests';
import { CoachingRequestDialog, type Requester } from './CoachingRequestDialog';

interface CommentDetailDialogProps {
  scope: CommentScope;
  comment: CoachComment;
  requester: Requester;
  onOpenDashboard: (comment: CoachComment) => void;
  onClose: () => void;
}

/** A coach comment in full. Opening it marks it read, which refreshes the unread count (2-dashboard §4). */
export function CommentDetailDialog({ scope, comment, requester, onOpenDashboard, onClose }: CommentDetailDialogProps) {
  const { t } = useTranslation();
  const markRead = useMarkRead(scope.partnerId);
  const requests = useCommentRequests(comment.id);
  const [requesting, setRequesting] = useState<CoachingRequestType | null>(null);
  const marked = useRef(false);

  useEffect(() => {
    if (comment.read || marked.current) return;
    marked.current = true;
    markRead.mutate({ id: comment.id, locationId: scope.locationId }, { onError: notifyError });
  }, [comment, markRead, scope.locationId]);

  const made = (type: CoachingRequestType) => requests.data?.some((request) => request.type === type) ?? false;
  const requestButton = (type: CoachingRequestType, label: string) => (
    <Button disabled={requests.isPending || made(type)} onClick={() => setRequesting(type)}>
      {made(type) ? t(`coaching.requests.already.${type}`) : label}
    </Button>
  );

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="comment-title">
        <DialogTitle id="comment-title">{comment.title}</DialogTitle>
        <DialogContent>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
            <Chip size="small" label={t(`coaching.kpiTypes.${comment.kpiType}`)} />
            {comment.reference && <Chip size="small" label={t('coaching.comments.roNumber', { number: comment.reference })} />}
            {comment.chartType && <Chip size="small" label={t(`dashboard.metrics.${comment.chartType}`, { defaultValue: comment.chartType })} />}
          </Stack>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {t('coaching.comments.byline', { name: comment.coachName, date: dateTime(comment.created) })}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{comment.description}</Typography>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {requestButton('Coaching_Call', t('coaching.requests.coachingCall'))}
          {requestButton('Training_Request', t('coaching.requests.training'))}
          <Button onClick={() => onOpenDashboard(comment)}>{t('coaching.comments.openDashboard')}</Button>
          <Button variant="contained" onClick={onClose}>
            {t('coaching.close')}
          </Button>
        </DialogActions>
      </Dialog>
      {requesting && (
        <CoachingRequestDialog
          scope={scope}
          comment={comment}
          type={requesting}
          requester={requester}
          onClose={() => setRequesting(null)}
        />
      )}
    </>
  );
}
