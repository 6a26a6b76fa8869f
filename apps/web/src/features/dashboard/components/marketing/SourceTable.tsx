import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ExplainButton } from '@/components/explain/ExplainableValue';
import { useLocale } from '@/lib/i18n';
import type { MarketingRow } from '../../api/marketingSources';
import { useExplainTarget } from '../../hooks/useExplainTarget';
import { longMonthLabel } from '../../utils/dates';
import { formatMetric } from '../../utils/formatMetric';

const SourceCustomersDialog = lazy(async () => ({ default: (await import('./SourceCustomersDialog')).SourceCustomersDialog }));

/** The month's dates: its customers' first visits lie in it (none after today). */
const monthDates = ({ year, month }: MarketingRow) => {
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { from: `${last.slice(0, 8)}01`, to: last };
};

/**
 * Last month's and this month's new customers by source, as text: each count opens the customers
 * behind it (their first visit ever in the month, with that source).
 */
export function SourceTable({ rows, sources }: { rows: readonly MarketingRow[]; sources: readonly string[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const explainTarget = useExplainTarget();
  const months = rows.slice(-2);
  const shown = sources.filter((source) => months.some((row) => (row.sources[source] ?? 0) > 0));
  const name = (source: string) => (source === 'Unknown' ? t('dashboard.marketing.unknown') : source);
  return (
    <Table size="small" aria-label={t('dashboard.marketing.table')} data-testid="marketing-source-table" sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('dashboard.marketing.source')}</TableCell>
          {months.map((row) => (
            <TableCell key={`${row.year}-${row.month}`} align="right">
              {longMonthLabel(row, locale)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {shown.map((source) => (
          <TableRow key={source} data-source={source}>
            <TableCell component="th" scope="row">
              {name(source)}
            </TableCell>
            {months.map((row) => {
              const value = row.sources[source] ?? 0;
              const text = formatMetric(value, 'count', locale);
              const { from, to } = monthDates(row);
              const target = explainTarget('new_customers_count', from, to);
              const title = t('dashboard.marketing.customersOf', { source: name(source), month: longMonthLabel(row, locale) });
              return (
                <TableCell key={`${row.year}-${row.month}`} align="right" sx={{ fontWeight: 600 }}>
                  {value > 0 && target ? (
                    <ExplainButton
                      label={t('explain.open', { metric: title, value: text })}
                      dialog={(onClose) => (
                        <SourceCustomersDialog target={{ ...target, marketingSource: source }} title={title} total={value} onClose={onClose} />
                      )}
                    >
                      {text}
                    </ExplainButton>
                  ) : (
                    text
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
