import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';

export function SectionSkeleton({ height }: { height: number }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('dashboard.states.loading')} data-state="loading">
      <Skeleton variant="rounded" height={height} animation="wave" />
    </Box>
  );
}

export function SectionEmpty({ message }: { message: string }) {
  return (
    <Box
      data-state="empty"
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: 120,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1,
        px: 2,
      }}
    >
      <Typography color="text.secondary" align="center">
        {message}
      </Typography>
    </Box>
  );
}

export function SectionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const status = error instanceof ApiError && error.status > 0 ? error.status : null;
  return (
    <Alert
      severity="error"
      data-state="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('dashboard.states.retry')}
        </Button>
      }
    >
      {status === null ? t('dashboard.states.error') : t('dashboard.states.errorWithStatus', { status })}
    </Alert>
  );
}

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** Placeholder height while loading. */
  height: number;
  isEmpty: (data: T) => boolean;
  emptyMessage: string;
  children: (data: T) => ReactNode;
}

/** The three states every section has, then the content. */
export function QueryContent<T>({ query, height, isEmpty, emptyMessage, children }: QueryContentProps<T>) {
  if (query.isPending) return <SectionSkeleton height={height} />;
  if (query.isError) return <SectionError error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) return <SectionEmpty message={emptyMessage} />;
  return <>{children(query.data)}</>;
}
