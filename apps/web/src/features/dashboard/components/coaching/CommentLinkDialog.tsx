import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useComment, useMarkRead } from '@/api/coachComments';
import { useDashboard } from '../DashboardContext';
import type { CommentLinkTarget } from './CommentLink';

/** The coach comment an e-mail link names (CommentLink), marked read once shown. */
export function CommentLinkDialog({ link }: { link: CommentLinkTarget }) {
  const { t } = useTranslation();
  const { partnerId } = useDashboard();
  const [open, setOpen] = useState(true);
  const comment = useComment(link.id);
  const markRead = useMarkRead(partnerId);
  const marked = useRef(false);

  useEffect(() => {
    const data = comment.data;
    if (!data || data.read || marked.current) return;
    marked.current = true;
    markRead.mutate({ id: data.id, locationId: data.locationId, fromEmail: true }, { onError: notifyError });
  }, [comment.data, markRead]);

  // A comment that cannot be read (gone, another partner's) is a toast, not a dialog.
  useEffect(() => {
    if (comment.isError) notifyError(comment.error);
  }, [comment.isError, comment.error]);

  if (!open || comment.isError) return null;
  return (
    <Dialog open onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="linked-comment-title">
      <DialogTitle id="linked-comment-title">{comment.data?.title ?? t('dashboard.commentLink.title')}</DialogTitle>
      <DialogContent dividers>
        {comment.data ? (
          <>
            <Typography variant="caption" color="text.secondary">
              {t('dashboard.commentLink.byline', { name: comment.data.coachName, date: dateTime(comment.data.created) })}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{comment.data.description}</Typography>
          </>
        ) : (
          <Skeleton variant="rounded" height={120} />
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => setOpen(false)}>{t('dashboard.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
