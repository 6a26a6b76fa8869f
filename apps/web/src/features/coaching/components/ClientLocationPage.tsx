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
import { type CoachingChartGroup, type KpiType } from '@rlo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { count, money } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useClientComments, useClientLocation, useClientSummary } from '../api/clientLocations';
import { CommentItems } from './CommentItems';
import { WriteCommentForm } from './WriteCommentForm';

const LISTS: KpiType[] = ['KPI_ONLY', 'REPAIR_ORDER', 'EMAIL_KPI'];

interface ClientLocationPageProps {
  locationId: number;
  backHref: string;
  groupMetrics: Record<CoachingChartGroup, readonly string[]>;
}

function Figures({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const summary = useClientSummary(locationId);
  if (summary.isPending) return <CircularProgress size={28} aria-label={t('common.loading')} />;
  if (summary.isError) return <Alert severity="error">{t('coaching.agent.figuresFailed')}</Alert>;
  const month = summary.data.current_month;
  const tiles = [
    [t('dashboard.metrics.gross_sales_cents'), money(month.gross_sales_cents, locale)],
    [t('dashboard.metrics.sale_count'), count(month.sale_count, locale)],
    [t('dashboard.metrics.average_sale_cents'), money(month.average_sale_cents, locale)],
    [t('dashboard.metrics.gross_profit_cents'), money(month.gross_profit_cents, locale)],
  ];
  return (
    <Grid container spacing={2}>
      {tiles.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="caption" color="text.secondary">{label}</Typography>
            <Typography variant="h6">{value}</Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
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

/** A client location as the coach sees it: this month's key figures, its comments, and the comment form. */
export function ClientLocationPage({ locationId, backHref, groupMetrics }: ClientLocationPageProps) {
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
        <Typography variant="h5" component="h1">
          {location.data.name}
        </Typography>
        <Typography color="text.secondary">{location.data.partnerName}</Typography>
      </Box>
      <Typography variant="subtitle2" component="h2">
        {t('coaching.agent.thisMonth')}
      </Typography>
      <Figures locationId={locationId} />
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
