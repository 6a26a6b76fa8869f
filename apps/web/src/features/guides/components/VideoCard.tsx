import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { HelpVideo } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/visuallyHidden';
import { videoEmbed } from '../utils/videoEmbed';

const FRAME_SX = { position: 'relative', pt: '56.25%', bgcolor: 'grey.900', '& > *': { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 } } as const;

/** One help video: its player (provider iframe in a sandbox, or <video>), or a link when it cannot be embedded. */
export function VideoCard({ video }: { video: HelpVideo }) {
  const { t } = useTranslation();
  const embed = videoEmbed(video.url);
  return (
    <Card variant="outlined" component="article" aria-label={video.title} data-embed={embed.kind}>
      {embed.kind === 'iframe' && (
        <Box sx={FRAME_SX}>
          <iframe
            src={embed.src}
            title={video.title}
            // The provider's player needs its scripts and its own origin, nothing more: no top navigation, no forms.
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            allow="fullscreen; picture-in-picture; encrypted-media"
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
          />
        </Box>
      )}
      {embed.kind === 'video' && (
        <Box sx={FRAME_SX}>
          <video src={embed.src} controls preload="metadata" aria-label={video.title} />
        </Box>
      )}
      <CardContent>
        <Typography variant="h6" component="h2">
          {video.title}
        </Typography>
        {video.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
            {video.description}
          </Typography>
        )}
        <Link href={embed.kind === 'link' ? embed.href : video.url} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
          {embed.kind === 'link' ? t('guides.helpVideos.watch') : t('guides.helpVideos.openNewTab')}
          <OpenInNew fontSize="inherit" aria-hidden />
          <Box component="span" sx={visuallyHidden}>
            {t('common.opensInNewTab')}
          </Box>
        </Link>
      </CardContent>
    </Card>
  );
}
