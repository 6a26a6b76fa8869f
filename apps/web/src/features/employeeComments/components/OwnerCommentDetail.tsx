import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteOwnerComment, useReadOwnerComment } from '../api/ownerCommentActions';
import type { OwnerCommentView } from '../api/ownerComments';

interface Props {
  comment: OwnerCommentView | null;
  isShopOwner: boolean;
  onClose: () => void;
}

/**
 * The whole comment. Opening it marks it read for a viewer who is not the shop owner (2-dashboard
 * §4); the owner may delete it after a confirmation.
 */
export function OwnerCommentDetail({ comment, isShopOwner, onClose }: Props) {
  const { t } = useTranslation();
  const read = useReadOwnerComment();
  const remove = useDeleteOwnerComment();
  const [confirming, setConfirming] = useState(false);
  const marked = useRef<number | null>(null);
  const { mutate: markRead } = read;

  useEffect(() => {
    if (!comment || isShopOwner || comment.read || marked.current === comment.id) return;
    marked.current = comment.id;
    markRead(comment.id, { onError: (error) => notifyError(error) });
  }, [comment, isShopOwner, markRead]);

  const close = () => {
    setConfirming(false);
    onClose();
  };

  const confirmDelete = () => {
    if (!comment) return;
    remove.mutate(comment.id, {
      onSuccess: () => {
        notifySuccess(t('employeeComments.detail.deleted'));
        close();
      },
      onError: (error) => notifyError(error),
    });
  };

  return (
    <Dialog
      open={comment !== null}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="owner-comment-detail-title"
    >
      {comment && (
        <>
          <DialogTitle id="owner-comment-detail-title">{comment.title}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {t('employeeComments.detail.byline', {
                  name: comment.coachName ?? '—',
                  date: dateTime(comment.created),
                })}
              </Typography>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap' }}
                aria-label={t('employeeComments.detail.employees')}
              >
                {comment.employees.map((employee) => (
                  <Chip key={employee.id} label={employee.fullName} size="small" />
                ))}
              </Stack>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{comment.description}</Typography>
              {confirming && (
                <DialogContentText role="alert" color="error">
                  {t('employeeComments.detail.confirmDelete')}
                </DialogContentText>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            {isShopOwner && !confirming && (
              <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
                {t('employeeComments.detail.delete')}
              </Button>
            )}
            {isShopOwner && confirming && (
              <>
                <Button onClick={() => setConfirming(false)} disabled={remove.isPending}>
                  {t('employeeComments.detail.keep')}
                </Button>
                <Button color="error" variant="contained" onClick={confirmDelete} disabled={remove.isPending}>
                  {t('employeeComments.detail.confirm')}
                </Button>
              </>
            )}
            <Button onClick={close} autoFocus>
              {t('employeeComments.detail.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
