import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CoachComment } from '@rlo/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '@/lib/format';
import { commentPreview } from '../utils/preview';

interface CommentItemsProps {
  comments: CoachComment[];
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  emptyText: string;
  onMore: () => void;
  onRetry: () => void;
  /** Opens the comment's detail; without it the list only reads (the coach's own view). */
  onOpen?: (comment: CoachComment) => void;
}

/** A show-more list of coach comments: previews cut at 150 characters with Read More. */
export function CommentItems({ comments, loading, failed, hasMore, loadingMore, emptyText, onMore, onRetry, onOpen }: CommentItemsProps) {
  const { t } = useTranslation();
  if (loading)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label={t('common.loading')} />
      </Box>
    );
  if (failed)
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>{t('coaching.retry')}</Button>}>
        {t('coaching.comments.loadFailed')}
      </Alert>
    );
  if (comments.length === 0) return <Typography color="text.secondary" sx={{ py: 2 }}>{emptyText}</Typography>;
  return (
    <>
      <List disablePadding>
        {comments.map((comment, index) => {
          const preview = commentPreview(comment.description);
          return (
            <Fragment key={comment.id}>
              {/* The line between comments is the item's border: a separator <li> would break the list (axe 'list'). */}
              <ListItem divider={index < comments.length - 1} disableGutters sx={{ display: 'block', py: 1.5 }} data-testid="coach-comment">
                <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                  <Typography
                    component={onOpen ? 'button' : 'span'}
                    onClick={onOpen ? () => onOpen(comment) : undefined}
                    sx={{ fontWeight: comment.read ? 500 : 700, border: 0, background: 'none', p: 0, textAlign: 'left', font: 'inherit', cursor: onOpen ? 'pointer' : 'default', color: 'text.primary', '&:hover': onOpen ? { textDecoration: 'underline' } : undefined }}
                  >
                    {comment.title}
                  </Typography>
                  {!comment.read && <Chip size="small" color="secondary" label={t('coaching.comments.unread')} />}
                  {comment.reference && <Chip size="small" variant="outlined" label={t('coaching.comments.roNumber', { number: comment.reference })} />}
                </Stack>
                <Typography variant="caption" color="text.secondary">
                  {t('coaching.comments.byline', { name: comment.coachName, date: dateTime(comment.created) })}
                </Typography>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {preview.text}
                  {preview.cut && onOpen && (
                    <Button size="small" onClick={() => onOpen(comment)} sx={{ ml: 0.5, py: 0, minWidth: 0 }}>
                      {t('coaching.comments.readMore')}
                    </Button>
                  )}
                </Typography>
              </ListItem>
            </Fragment>
          );
        })}
      </List>
      {hasMore && (
        <Button onClick={onMore} loading={loadingMore} sx={{ mt: 1 }}>
          {t('coaching.comments.showMore')}
        </Button>
      )}
    </>
  );
}
