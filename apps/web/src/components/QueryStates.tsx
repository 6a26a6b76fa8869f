import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';

export function LoadingBlock({ height }: { height: number }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('common.loading')} data-state="loading">
      <Skeleton variant="rounded" height={height} animation="wave" />
    </Box>
  );
}

interface ErrorBlockProps {
  error: unknown;
  onRetry: () => void;
  /** Locale keys of the message without and with a status code; the report screens' by default. */
  messageKeys?: { plain: string; withStatus: string };
}

const REPORT_MESSAGES = { plain: 'common.loadError', withStatus: 'common.loadErrorWithStatus' };

/** The failed call, with its status code, and a way to try again (the toast has already said it). */
export function ErrorBlock({ error, onRetry, messageKeys = REPORT_MESSAGES }: ErrorBlockProps) {
  const { t } = useTranslation();
  const status = error instanceof ApiError && error.status > 0 ? error.status : null;
  return (
    <Alert
      severity="error"
      data-state="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {status === null ? t(messageKeys.plain) : t(messageKeys.withStatus, { status })}
    </Alert>
  );
}
