import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CoachComment, CoachingRequestType } from '@rlo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useSendRequest } from '../api/coachingRequests';
import type { CommentScope } from '@/api/coachComments';

export interface Requester {
  name: string;
  email: string;
}

interface CoachingRequestDialogProps {
  scope: CommentScope;
  comment: CoachComment;
  type: CoachingRequestType;
  requester: Requester;
  onClose: () => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A coaching-call or training request about a comment. The server stores it before e-mailing and
 * retries a failed e-mail, so the user is told it was sent whatever happens (2-dashboard §8).
 */
export function CoachingRequestDialog({ scope, comment, type, requester, onClose }: CoachingRequestDialogProps) {
  const { t } = useTranslation();
  const send = useSendRequest(scope);
  const [name, setName] = useState(requester.name);
  const [email, setEmail] = useState(requester.email);
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const nameError = name.trim() === '' ? t('coaching.requests.nameRequired') : '';
  const emailError = EMAIL.test(email.trim()) ? '' : t('coaching.requests.emailInvalid');

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (nameError || emailError) {
      document.getElementById(nameError ? 'request-name' : 'request-email')?.focus();
      return;
    }
    send.mutate(
      {
        type,
        commentId: comment.id,
        description: description.trim() || undefined,
        coachName: comment.coachName,
        chartGroup: comment.chartGroup,
        chartType: comment.chartType,
        name: name.trim(),
        email: email.trim(),
      },
      {
        onSettled: () => {
          notifySuccess(t(`coaching.requests.sent.${type}`));
          onClose();
        },
      },
    );
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="request-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="request-title">{t(`coaching.requests.title.${type}`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField id="request-name" label={t('coaching.requests.name')} value={name} onChange={(e) => setName(e.target.value)} required error={submitted && !!nameError} helperText={(submitted && nameError) || ' '} />
            <TextField id="request-email" type="email" label={t('coaching.requests.email')} value={email} onChange={(e) => setEmail(e.target.value)} required error={submitted && !!emailError} helperText={(submitted && emailError) || ' '} />
            <TextField label={t('coaching.requests.description')} value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={3} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('coaching.cancel')}</Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            {t('coaching.requests.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
