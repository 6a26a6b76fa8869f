import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { useMarketingSources, type MarketingRow } from '../../api/marketingSources';
import { monthLabel } from '../../utils/dates';
import { formatAxisTick, formatMetric } from '../../utils/formatMetric';
import { paletteColor } from '../../utils/palette';
import { useDashboard } from '../DashboardContext';
import { QueryContent } from '../SectionStates';
import { SourceTable } from './SourceTable';

const noNewCustomers = (rows: MarketingRow[]) => rows.every((row) => Object.keys(row.sources).length === 0);

/** Sources by their total over the 24 months, largest first: the biggest sit at the bottom of each stack. */
export function sourcesByTotal(rows: readonly MarketingRow[]): string[] {
  const totals = new Map<string, number>();
  for (const row of rows) {
    for (const [source, count] of Object.entries(row.sources))
      totals.set(source, (totals.get(source) ?? 0) + count);
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([source]) => source);
}

/** New customers per month, stacked by marketing source. */
export function MarketingContent() {
  const { t } = useTranslation();
  const { partnerId, scope } = useDashboard();
  const query = useMarketingSources({ partnerId, scope });
  return (
    <QueryContent
      query={query}
      height={360}
      isEmpty={noNewCustomers}
      emptyMessage={t('dashboard.marketing.empty')}
    >
      {(rows) => (
        <Stack spacing={2}>
          <MarketingChart rows={rows} />
          <SourceTable rows={rows} sources={sourcesByTotal(rows)} />
        </Stack>
      )}
    </QueryContent>
  );
}

function MarketingChart({ rows }: { rows: MarketingRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sources = sourcesByTotal(rows);
  return (
    <BarChart
      height={360}
      margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
      xAxis={[{ scaleType: 'band', data: rows.map((row) => monthLabel(row, locale)) }]}
      yAxis={[
        {
          width: 72,
          label: t('dashboard.marketing.newCustomers'),
          valueFormatter: (value: number) => formatAxisTick(value, 'count', locale),
        },
      ]}
      series={sources.map((source, index) => ({
        label: source === 'Unknown' ? t('dashboard.marketing.unknown') : source,
        stack: 'sources',
        color: paletteColor(index),
        data: rows.map((row) => row.sources[source] ?? 0),
        valueFormatter: (value: number | null) =>
          value === null ? '' : formatMetric(value, 'count', locale),
      }))}
    />
  );
}
