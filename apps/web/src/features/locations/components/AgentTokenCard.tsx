import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/Tooltip';
import { dateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAgentTokenStatus, useIssueAgentToken } from '../api/admin';

/**
 * The location's agent token: issued or rotated here and shown once (the server keeps only its hash).
 * Rotating revokes the token the agent uses now, so it asks first. Keyed by location by its parent,
 * so a token shown for one location never stays on screen for another.
 */
export function AgentTokenCard({ locationId, canIssue }: { locationId: number; canIssue: boolean }) {
  const { t } = useTranslation();
  const status = useAgentTokenStatus(locationId);
  const issue = useIssueAgentToken();
  const [shown, setShown] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const issuedAt = status.data?.created_at ?? null;

  const doIssue = () => {
    setConfirming(false);
    issue.mutate(locationId, { onSuccess: (token) => setShown(token.token), onError: notifyError });
  };

  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown);
      notifySuccess(t('locationAdmin.token.copied'));
    } catch {
      notifyError(new Error('clipboard'));
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {t('locationAdmin.token.title')}
      </Typography>
      <Typography color="text.secondary">
        {status.isPending
          ? t('locationAdmin.token.loading')
          : issuedAt
            ? t('locationAdmin.token.issuedAt', { date: dateTime(issuedAt) })
            : t('locationAdmin.token.none')}
      </Typography>
      {shown && (
        <Alert severity="warning" role="status">
          <Typography gutterBottom>{t('locationAdmin.token.onlyOnce')}</Typography>
          <Stack direction="row" alignItems="center" spacing={1}>
            <Box
              component="code"
              data-testid="agent-token"
              sx={{
                wordBreak: 'break-all',
                bgcolor: 'background.paper',
                px: 1,
                py: 0.5,
                borderRadius: 1,
                fontSize: 14,
              }}
            >
              {shown}
            </Box>
            <Tooltip title={t('locationAdmin.token.copy')}>
              <IconButton aria-label={t('locationAdmin.token.copy')} onClick={() => void copy()}>
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        </Alert>
      )}
      {canIssue ? (
        <Box>
          <Button
            variant="contained"
            loading={issue.isPending}
            disabled={status.isPending}
            onClick={() => (issuedAt ? setConfirming(true) : doIssue())}
          >
            {issuedAt ? t('locationAdmin.token.rotate') : t('locationAdmin.token.issue')}
          </Button>
        </Box>
      ) : (
        <Typography color="text.secondary">{t('locationAdmin.token.ownersOnly')}</Typography>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="rotate-token-title">
        <DialogTitle id="rotate-token-title">{t('locationAdmin.token.rotateTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('locationAdmin.token.rotateText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('locationAdmin.form.cancel')}</Button>
          <Button color="warning" variant="contained" onClick={doIssue}>
            {t('locationAdmin.token.rotate')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
