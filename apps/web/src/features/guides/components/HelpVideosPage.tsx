import VideoLibrary from '@mui/icons-material/VideoLibrary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HelpVideo } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { useHelpVideos } from '../api/helpVideos';
import { VideoCard } from './VideoCard';
import { PageTitle } from '@/components/PageTitle';

/** The list itself, apart from the query so that a test can render any set of videos. */
export function VideoGrid({ videos }: { videos: HelpVideo[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}>
      {videos.map((video) => (
        <VideoCard key={video.id} video={video} />
      ))}
    </Box>
  );
}

function EmptyVideos({ support }: { support?: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-state="empty">
      <VideoLibrary color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {t('guides.helpVideos.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('guides.helpVideos.emptyBody')}
      </Typography>
      {support && (
        <Button component={Link} href={support} target="_blank" rel="noopener noreferrer" variant="outlined" sx={{ mt: 2 }}>
          {t('guides.helpVideos.support')}
        </Button>
      )}
    </Paper>
  );
}

/** /help/videos: one call when the screen opens, no polling. `supportUrl` is the Support Request link. */
export function HelpVideosPage({ supportUrl }: { supportUrl?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const videos = useHelpVideos(locale);
  return (
    <Stack spacing={2.5}>
      <div>
        <PageTitle>
          {t('guides.helpVideos.title')}
        </PageTitle>
        <Typography color="text.secondary">{t('guides.helpVideos.intro')}</Typography>
      </div>
      {videos.isPending && <Skeleton variant="rounded" height={240} aria-label={t('guides.common.loading')} />}
      {videos.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void videos.refetch()}>{t('guides.common.retry')}</Button>}>
          {t('guides.helpVideos.loadError')}
        </Alert>
      )}
      {videos.data && (videos.data.length === 0 ? <EmptyVideos support={supportUrl} /> : <VideoGrid videos={videos.data} />)}
    </Stack>
  );
}
