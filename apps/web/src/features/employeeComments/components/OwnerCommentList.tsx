import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '@/lib/format';
import { useOwnerComments, type OwnerCommentSearch, type OwnerCommentView } from '../api/ownerComments';
import { ownerCommentPreview, searchInstant, searchRangeError } from '../utils/preview';
import { OwnerCommentDetail } from './OwnerCommentDetail';
import { IsoDateField } from '@/components/IsoDateField';

interface Props {
  partnerId: number;
  locationId: number;
  isShopOwner: boolean;
}

/** The searchable owner-comment list (start date, end date, text) with "show more" paging and the detail dialog. */
export function OwnerCommentList({ partnerId, locationId, isShopOwner }: Props) {
  const { t } = useTranslation();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [text, setText] = useState('');
  const [search, setSearch] = useState<OwnerCommentSearch>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useOwnerComments(partnerId, locationId, search);
  const rangeError = searchRangeError(start, end);
  const comments = query.data?.pages.flat() ?? [];
  const open = comments.find((c) => c.id === openId) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeError) return;
    setSearch({
      startDate: searchInstant(start),
      endDate: searchInstant(end),
      searchText: text.trim() || undefined,
    });
  };

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        role="search"
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <IsoDateField
          size="small"
          label={t('employeeComments.comments.startDate')}
          value={start}
          onChange={setStart}
        />
        <IsoDateField
          size="small"
          label={t('employeeComments.comments.endDate')}
          value={end}
          onChange={setEnd}
          error={rangeError}
          helperText={rangeError ? t('employeeComments.comments.rangeError') : undefined}
        />
        <TextField
          size="small"
          label={t('employeeComments.comments.searchText')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={rangeError}>
          {t('employeeComments.comments.search')}
        </Button>
      </Stack>
      {query.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : query.isError ? (
        <Typography color="error">{t('employeeComments.comments.loadFailed')}</Typography>
      ) : comments.length === 0 ? (
        <Typography>{t('employeeComments.comments.empty')}</Typography>
      ) : (
        <Stack
          spacing={1}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('employeeComments.comments.list')}
        >
          {comments.map((comment) => (
            <CommentCard key={comment.id} comment={comment} onOpen={() => setOpenId(comment.id)} />
          ))}
        </Stack>
      )}
      {query.hasNextPage && (
        <Button
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          {t('employeeComments.comments.showMore')}
        </Button>
      )}
      <OwnerCommentDetail comment={open} isShopOwner={isShopOwner} onClose={() => setOpenId(null)} />
    </Stack>
  );
}

function CommentCard({ comment, onOpen }: { comment: OwnerCommentView; onOpen: () => void }) {
  const { t } = useTranslation();
  const preview = ownerCommentPreview(comment.description);
  const action = preview.cut ? t('employeeComments.comments.readMore') : t('employeeComments.comments.open');
  return (
    <Card component="li" variant="outlined">
      <CardContent sx={{ pb: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {comment.title}
          </Typography>
          {!comment.read && (
            <Chip size="small" color="primary" label={t('employeeComments.comments.unread')} />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {dateTime(comment.created)} · {comment.employees.map((e) => e.fullName).join(', ')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{preview.text}</Typography>
      </CardContent>
      <CardActions>
        {/* The name starts with the visible text (WCAG 2.5.3): "Read more: <title>". */}
        <Button size="small" onClick={onOpen} aria-label={t('employeeComments.comments.openNamed', { action, title: comment.title })}>
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}
