import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ClientLocation, type CoachingChartGroup, type KpiType } from '@rlo/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useClientComments, useClientLocation } from '../api/clientLocations';
import { CommentItems } from './CommentItems';
import { WriteCommentForm } from './WriteCommentForm';
import { PageTitle } from '@/components/PageTitle';

const LISTS: KpiType[] = ['KPI_ONLY', 'REPAIR_ORDER', 'EMAIL_KPI'];

interface ClientLocationPageProps {
  locationId: number;
  backHref: string;
  groupMetrics: Record<CoachingChartGroup, readonly string[]>;
  /**
   * The shop's own screens for this location, read-only, composed by the route from the dashboard
   * and reports features (which this feature does not import).
   */
  views: Record<ClientView, (location: ClientLocation) => ReactNode>;
}

const VIEWS = ['dashboard', 'repairOrders', 'reports'] as const;
export type ClientView = (typeof VIEWS)[number];

function ClientViews({ location, views }: { location: ClientLocation; views: ClientLocationPageProps['views'] }) {
  const { t } = useTranslation();
  const [view, setView] = useState<ClientView>('dashboard');
  return (
    <Box component="section" aria-label={t('coaching.agent.views')}>
      <Tabs value={view} onChange={(_e, next: ClientView) => setView(next)} variant="scrollable" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {VIEWS.map((name) => (
          <Tab key={name} value={name} id={`client-tab-${name}`} aria-controls={`client-panel-${name}`} label={t(`coaching.agent.tabs.${name}`)} />
        ))}
      </Tabs>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1.5 }}>
        {t('coaching.agent.readOnly')}
      </Typography>
      <Box role="tabpanel" id={`client-panel-${view}`} aria-labelledby={`client-tab-${view}`} sx={{ minWidth: 0 }}>
        {views[view](location)}
      </Box>
    </Box>
  );
}

function Comments({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const [kpiType, setKpiType] = useState<KpiType>('KPI_ONLY');
  const list = useClientComments(locationId, kpiType);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="client-comments" sx={{ p: 2 }}>
      <Typography id="client-comments" variant="h6" component="h2">
        {t('coaching.agent.comments')}
      </Typography>
      <Tabs value={kpiType} onChange={(_e, value: KpiType) => setKpiType(value)} sx={{ mb: 1 }} variant="scrollable">
        {LISTS.map((type) => (
          <Tab key={type} value={type} label={t(`coaching.comments.lists.${type}`)} />
        ))}
      </Tabs>
      <CommentItems
        comments={list.data?.pages.flat() ?? []}
        loading={list.isPending}
        failed={list.isError}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        emptyText={t('coaching.comments.empty')}
        onMore={() => void list.fetchNextPage()}
        onRetry={() => void list.refetch()}
      />
    </Paper>
  );
}

/**
 * A client location as the coach sees it: the shop's dashboard, ROs and summary report read-only
 * (tabs), then the comment form and the comments written so far.
 */
export function ClientLocationPage({ locationId, backHref, groupMetrics, views }: ClientLocationPageProps) {
  const { t } = useTranslation();
  const location = useClientLocation(locationId);
  if (location.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  if (location.isError) return <Alert severity="error">{t('coaching.agent.notFound')}</Alert>;
  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to={backHref} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        {t('coaching.agent.back')}
      </Button>
      <Box>
        <PageTitle>
          {location.data.name}
        </PageTitle>
        <Typography color="text.secondary">{location.data.partnerName}</Typography>
      </Box>
      <ClientViews location={location.data} views={views} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <WriteCommentForm locationId={locationId} groupMetrics={groupMetrics} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Comments locationId={locationId} />
        </Grid>
      </Grid>
    </Stack>
  );
}
