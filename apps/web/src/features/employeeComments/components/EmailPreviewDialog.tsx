import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientEmailView } from '../api/clientEmails';

/** 2-dashboard §9: the preview is drawn after 1000 ms. */
export const EMAIL_RENDER_DELAY_MS = 1000;

/**
 * The e-mail as sent, inside a sandboxed iframe (no scripts, no same origin: the HTML is only
 * shown). "No Email found." when the message was never rendered.
 */
export function EmailPreviewDialog({
  email,
  onClose,
}: {
  email: ClientEmailView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={email !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="email-preview-title"
    >
      <DialogTitle id="email-preview-title">
        {t('employeeComments.emails.previewTitle', { to: email?.to_email ?? '' })}
      </DialogTitle>
      <DialogContent
        dividers
        sx={{ minHeight: 420, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        {email?.html ? (
          <DelayedFrame key={email.id} html={email.html} />
        ) : (
          <Typography>{t('employeeComments.emails.noEmail')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('employeeComments.emails.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A spinner, then after the delay the e-mail in an iframe with every sandbox permission withheld. */
function DelayedFrame({ html }: { html: string }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), EMAIL_RENDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return <CircularProgress aria-label={t('employeeComments.emails.loading')} />;
  return (
    <iframe
      title={t('employeeComments.emails.frameTitle')}
      sandbox=""
      srcDoc={html}
      style={{ width: '100%', height: 560, border: 0 }}
    />
  );
}
