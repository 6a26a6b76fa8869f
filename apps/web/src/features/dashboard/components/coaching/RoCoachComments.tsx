import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COACH_COMMENT_TEXT_MAX } from '@rlo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRoCoachComments, useSaveRoCoachComment } from '@/api/coachComments';
import { useDashboard } from '../DashboardContext';

interface RoCoachCommentsProps {
  locationId: number;
  orderNumber: string;
  onClose: () => void;
}

/** RO coach comment (2-dashboard "Modals"): the RO's coach comments; the shop owner may add one. */
export function RoCoachComments({ locationId, orderNumber, onClose }: RoCoachCommentsProps) {
  const { t } = useTranslation();
  const { partnerId, isShopOwner } = useDashboard();
  const comments = useRoCoachComments(partnerId, locationId, orderNumber);
  const save = useSaveRoCoachComment(partnerId, locationId);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!title.trim() || !description.trim()) {
      document.getElementById(title.trim() ? 'ro-comment-text' : 'ro-comment-title')?.focus();
      return;
    }
    save.mutate(
      { reference: orderNumber, title: title.trim(), description: description.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('dashboard.coachComment.saved'));
          setTitle('');
          setDescription('');
          setSubmitted(false);
        },
        onError: notifyError,
      },
    );
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ro-comment-title-heading" scroll="paper">
      <DialogTitle id="ro-comment-title-heading">{t('dashboard.coachComment.title', { number: orderNumber })}</DialogTitle>
      <DialogContent dividers>
        {comments.isPending ? (
          <Skeleton variant="rounded" height={80} />
        ) : comments.isError ? (
          <Typography color="error">{t('dashboard.coachComment.loadFailed')}</Typography>
        ) : comments.data.length === 0 ? (
          <Typography color="text.secondary">{t('dashboard.coachComment.none')}</Typography>
        ) : (
          <Stack spacing={1.5} divider={<Divider flexItem />}>
            {comments.data.map((comment) => (
              <div key={comment.id}>
                <Typography fontWeight={600}>{comment.title}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('dashboard.coachComment.byline', { name: comment.coachName, date: dateTime(comment.created) })}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{comment.description}</Typography>
              </div>
            ))}
          </Stack>
        )}
        {isShopOwner && (
          <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ mt: 3 }}>
            <Typography variant="subtitle2">{t('dashboard.coachComment.add')}</Typography>
            <TextField id="ro-comment-title" size="small" label={t('dashboard.coachComment.titleField')} value={title} onChange={(e) => setTitle(e.target.value)} required error={submitted && !title.trim()} helperText={submitted && !title.trim() ? t('dashboard.coachComment.titleRequired') : ' '} />
            <TextField id="ro-comment-text" label={t('dashboard.coachComment.text')} value={description} onChange={(e) => setDescription(e.target.value)} required multiline minRows={3} error={submitted && !description.trim()} helperText={submitted && !description.trim() ? t('dashboard.coachComment.textRequired') : ' '} slotProps={{ htmlInput: { maxLength: COACH_COMMENT_TEXT_MAX } }} />
            <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
              {t('dashboard.coachComment.submit')}
            </Button>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dashboard.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
