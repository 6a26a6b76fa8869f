import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBlock, LoadingBlock } from '@/components/QueryStates';

// Same look as the report screens'; the loading text is the same, the error names the section.
export const SectionSkeleton = LoadingBlock;

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

const SECTION_MESSAGES = { plain: 'dashboard.states.error', withStatus: 'dashboard.states.errorWithStatus' };

export function SectionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <ErrorBlock error={error} onRetry={onRetry} messageKeys={SECTION_MESSAGES} />;
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
