import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CHART_GROUP_METRICS, CHART_GROUPS, type ChartGroup, type SummaryMetric } from '../../utils/metrics';

interface MetricSelectorsProps {
  group: ChartGroup;
  metric: SummaryMetric;
  onChange: (group: ChartGroup, metric: SummaryMetric) => void;
}

/** The chart group, then the chart type (metric) of that group. */
export function MetricSelectors({ group, metric, onChange }: MetricSelectorsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        select
        size="small"
        label={t('dashboard.monthly.group')}
        value={group}
        onChange={(event) => {
          const next = event.target.value as ChartGroup;
          onChange(next, CHART_GROUP_METRICS[next][0]);
        }}
        sx={{ minWidth: 200 }}
      >
        {CHART_GROUPS.map((entry) => (
          <MenuItem key={entry} value={entry}>
            {t(`dashboard.groups.${entry}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('dashboard.monthly.metric')}
        value={metric}
        onChange={(event) => onChange(group, event.target.value as SummaryMetric)}
        sx={{ minWidth: 240 }}
      >
        {CHART_GROUP_METRICS[group].map((entry) => (
          <MenuItem key={entry} value={entry}>
            {t(`dashboard.metrics.${entry}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
