import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { KPI_TYPES } from '@rlo/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useComment, useMarkRead } from '@/api/coachComments';
import { useDashboard } from '../DashboardContext';

/** The comment an e-mail link names with ?id=…&type=…, or null when the URL names none. */
export function linkedComment(params: URLSearchParams): { id: number; type: string } | null {
  const id = Number(params.get('id'));
  const type = params.get('type') ?? '';
  return Number.isInteger(id) && id > 0 && (KPI_TYPES as readonly string[]).includes(type) ? { id, type } : null;
}

/**
 * E-mail comment links (2-dashboard §2): `?id&type` opens that coach comment, marks it read, and both
 * parameters are cleared from the address so a reload does not open it again.
 */
export function CommentLinkDialog() {
  const { t } = useTranslation();
  const { partnerId } = useDashboard();
  const [params, setParams] = useSearchParams();
  const [link] = useState(() => linkedComment(params));
  const [open, setOpen] = useState(link !== null);
  const comment = useComment(link?.id ?? null);
  const markRead = useMarkRead(partnerId);
  const marked = useRef(false);

  useEffect(() => {
    if (!params.has('id') && !params.has('type')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('id');
        next.delete('type');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

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

  if (!link || !open || comment.isError) return null;
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
