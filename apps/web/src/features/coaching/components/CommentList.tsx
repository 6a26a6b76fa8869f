import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CoachComment, KpiType } from '@rlo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommentList } from '@/api/coachComments';
import { CommentItems } from './CommentItems';
import { LocationPicker, type PickableLocation } from '@/components/LocationPicker';

interface CommentListProps {
  partnerId: number;
  kpiType: KpiType;
  locations: readonly PickableLocation[];
  initialLocationId: number;
  onOpen: (comment: CoachComment, locationId: number) => void;
}

/** One of the three lists of /coach-comments, with its own location dropdown. */
export function CommentList({ partnerId, kpiType, locations, initialLocationId, onOpen }: CommentListProps) {
  const { t } = useTranslation();
  const [locationId, setLocationId] = useState(initialLocationId);
  const list = useCommentList({ partnerId, locationId }, kpiType);
  const headingId = `comments-${kpiType}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ sm: 'center' }} sx={{ mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {t(`coaching.comments.lists.${kpiType}`)}
        </Typography>
        <LocationPicker
          label={t('coaching.location')}
          locations={locations}
          value={locationId}
          onChange={setLocationId}
        />
      </Stack>
      <CommentItems
        comments={list.data?.pages.flat() ?? []}
        loading={list.isPending}
        failed={list.isError}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        emptyText={t('coaching.comments.empty')}
        onMore={() => void list.fetchNextPage()}
        onRetry={() => void list.refetch()}
        onOpen={(comment) => onOpen(comment, locationId)}
      />
    </Paper>
  );
}
