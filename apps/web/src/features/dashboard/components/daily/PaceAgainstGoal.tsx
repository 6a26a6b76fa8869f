import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { darken, lighten, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, money, percent } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useForecastSummary, type ForecastLine, type ForecastSummary } from '../../api/forecastSummary';
import { isSingleLocation } from '../../utils/locations';
import { PACE_PERIODS, paceStatus, progressValue, type PacePeriod, type PaceStatus } from '../../utils/pace';
import { useDashboard } from '../DashboardContext';
import { SectionEmpty, SectionError, SectionSkeleton } from '../SectionStates';

const ForecastGoalsDialog = lazy(async () => ({
  default: (await import('../coaching/ForecastGoalsDialog')).ForecastGoalsDialog,
}));

export const PACE_HEADING_ID = 'pace-against-goal-heading';

/**
 * Pace against goal (kpis.md §7): for the week, month and year of one location, the forecast goal,
 * the gross sales to date, the projection over the location's business days and the percents of
 * goal, all as the API answers them. Goals are per location: All locations asks to pick one.
 */
export function PaceAgainstGoal() {
  const { t } = useTranslation();
  const { scope } = useDashboard();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={PACE_HEADING_ID}
      data-testid="pace-against-goal"
      sx={{ p: 1.5 }}
    >
      <Typography id={PACE_HEADING_ID} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('dashboard.pace.title')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
        {t('dashboard.pace.subtitle')}
      </Typography>
      {isSingleLocation(scope) ? (
        <PaceOfLocation locationId={scope} />
      ) : (
        <Typography color="text.secondary" data-state="all-locations" sx={{ py: 1 }}>
          {t('dashboard.pace.pickLocation')}
        </Typography>
      )}
    </Paper>
  );
}

/** Nothing sold this year and no goal set: one line rather than three blocks of zeros. */
function nothingYet(data: ForecastSummary): boolean {
  return (
    data.year.actual === 0 &&
    data.weekly_set_goal_cent === 0 &&
    data.monthly_set_goal_cent === 0 &&
    data.yearly_set_goal_cent === 0
  );
}

function PaceOfLocation({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const { partnerId, canManage = false, locationName } = useDashboard();
  const query = useForecastSummary({ partnerId, locationId });
  const [editing, setEditing] = useState(false);
  const setGoal = canManage ? () => setEditing(true) : null;

  let content: ReactElement;
  if (query.isPending) content = <SectionSkeleton height={190} />;
  else if (query.isError) content = <SectionError error={query.error} onRetry={() => void query.refetch()} />;
  else if (nothingYet(query.data))
    content = (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ alignSelf: 'stretch' }}>
          <SectionEmpty message={t('dashboard.pace.empty')} />
        </Box>
        {setGoal && <SetGoalButton onClick={setGoal} />}
      </Stack>
    );
  else
    content = (
      <Box
        sx={(theme) => ({
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          // A rule between the periods: under each other on a phone, side by side from md.
          '& > * + *': {
            [theme.breakpoints.down('md')]: { borderTop: `1px solid ${theme.palette.divider}` },
            [theme.breakpoints.up('md')]: { borderLeft: `1px solid ${theme.palette.divider}` },
          },
          '& > *': { py: { xs: 2, md: 0.5 }, px: { md: 2.5 } },
          '& > :first-of-type': { pt: { xs: 0, md: 0.5 }, pl: { md: 0 } },
          '& > :last-of-type': { pb: { xs: 0, md: 0.5 }, pr: { md: 0 } },
        })}
      >
        {PACE_PERIODS.map((period) => (
          <PeriodPace key={period} period={period} line={query.data[period]} onSetGoal={setGoal} />
        ))}
      </Box>
    );

  return (
    <>
      {content}
      {editing && (
        <Suspense>
          <ForecastGoalsDialog
            partnerId={partnerId}
            locationId={locationId}
            locationName={locationName ?? ''}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      )}
    </>
  );
}

function SetGoalButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="small" variant="outlined" startIcon={<FlagOutlinedIcon />} onClick={onClick}>
      {t('dashboard.pace.setGoal')}
    </Button>
  );
}

const STATUS_ICONS: Record<PaceStatus, ReactElement> = {
  ahead: <TrendingUpIcon />,
  reached: <CheckCircleOutlineIcon />,
  behind: <TrendingDownIcon />,
  notStarted: <HourglassEmptyIcon />,
  noGoal: <FlagOutlinedIcon />,
};

/** The status reads as text; its colour (the theme's alert tones, readable on white) only repeats it. */
function statusColors(status: PaceStatus) {
  return (theme: Theme) => {
    const tone =
      status === 'ahead' || status === 'reached'
        ? theme.palette.success.light
        : status === 'behind'
          ? theme.palette.warning.light
          : null;
    return tone === null
      ? { color: 'text.secondary', bgcolor: 'grey.100', '& .MuiChip-icon': { color: 'text.secondary' } }
      : {
          color: darken(tone, 0.6),
          bgcolor: lighten(tone, 0.88),
          '& .MuiChip-icon': { color: darken(tone, 0.35) },
        };
  };
}

const BAR_COLOR: Record<PaceStatus, 'success' | 'warning' | 'primary'> = {
  ahead: 'success',
  reached: 'success',
  behind: 'warning',
  notStarted: 'primary',
  noGoal: 'primary',
};

interface PeriodPaceProps {
  period: PacePeriod;
  line: ForecastLine;
  /** Opens the forecast goals dialog; null for users who cannot set goals. */
  onSetGoal: (() => void) | null;
}

function PeriodPace({ period, line, onSetGoal }: PeriodPaceProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const status = paceStatus(line);
  const hasGoal = status !== 'noGoal';
  const periodName = t(`dashboard.pace.periods.${period}`);
  const headingId = `pace-${period}-heading`;
  const rows: { key: string; label: string; value: string }[] = [
    {
      key: 'goal',
      label: t('dashboard.pace.goal'),
      value: hasGoal ? money(line.set_goal_cent, locale) : t('dashboard.pace.notSet'),
    },
    { key: 'actual', label: t('dashboard.pace.actual'), value: money(line.actual, locale) },
    { key: 'projected', label: t('dashboard.pace.projected'), value: money(line.projected, locale) },
    {
      key: 'projected-percent',
      label: t('dashboard.pace.projectedPercent'),
      value: hasGoal ? percent(line.projected_percent_of_goal, locale) : EMPTY_VALUE,
    },
  ];

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      data-pace-period={period}
      data-pace-status={status}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="subtitle2" component="h4" sx={{ fontWeight: 600, minWidth: 0 }}>
          {periodName}
        </Typography>
        <Chip
          size="small"
          icon={STATUS_ICONS[status]}
          label={t(`dashboard.pace.status.${status}`)}
          data-value="status"
          sx={[{ fontWeight: 600, flexShrink: 0 }, statusColors(status)]}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" data-value="business-days">
        {t('dashboard.pace.businessDays', {
          elapsed: line.business_days_elapsed,
          total: line.business_days_in_period,
        })}
      </Typography>

      <Typography component="p" sx={{ mt: 0.5, display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
        <Box
          component="span"
          data-value="percent"
          sx={{ typography: 'h5', fontWeight: 600, color: hasGoal ? 'text.primary' : 'text.secondary' }}
        >
          {hasGoal ? percent(line.percent_of_goal, locale) : EMPTY_VALUE}
        </Box>
        <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
          {t('dashboard.pace.ofGoal')}
        </Box>
      </Typography>

      {hasGoal ? (
        <LinearProgress
          variant="determinate"
          value={progressValue(line)}
          color={BAR_COLOR[status]}
          aria-label={t('dashboard.pace.progress', { period: periodName })}
          aria-valuetext={t('dashboard.pace.progressText', {
            percent: percent(line.percent_of_goal, locale),
          })}
          sx={{ height: 8, borderRadius: 4, my: 1 }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{ height: 8, my: 1, borderRadius: 4, border: '1px dashed', borderColor: 'divider' }}
        />
      )}

      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5 }}
      >
        {rows.map((row) => (
          <Box key={row.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              data-value={row.key}
              sx={{ m: 0, textAlign: 'right', fontWeight: 600, whiteSpace: 'nowrap' }}
            >
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>

      {!hasGoal && (
        <Box
          data-state="no-goal"
          sx={{
            mt: 1.5,
            pt: 1,
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 auto' }}>
            {onSetGoal ? t(`dashboard.pace.noGoalNote.${period}`) : t('dashboard.pace.noGoalAsk')}
          </Typography>
          {onSetGoal && <SetGoalButton onClick={onSetGoal} />}
        </Box>
      )}
    </Box>
  );
}
