import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ExplainMetric, SummaryReport } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import type { ExplainTarget } from '@/api/explain';
import { ExplainableValue } from '@/components/explain/ExplainableValue';
import { EMPTY_VALUE, count, decimal, hours, money, percent } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { KPI_METRICS, LINE_METRICS, SUMMARY_KPIS, summaryLines, type KpiKind } from '../utils/summaryRows';

export const LINE_COLUMNS = ['sales', 'discount', 'net', 'cost', 'profit', 'gpPercent'] as const;

const TOTAL_ROWS = new Set(['totalWithoutOther', 'totalWithOther']);

/** Whose figures, over which locations: the report's own call (the explanation call is the shop's). */
export interface SummaryReportExplain {
  partnerId: number;
  scope: number | 'all';
}

/**
 * The summary grid and the per-RO block under it (3-operations §2, Reports). With `explain`, the
 * cells that are a summary metric over the report's dates explain themselves; without (a coach's
 * view of a client location), every figure is plain.
 */
export function SummaryReportTables({ report, explain }: { report: SummaryReport; explain?: SummaryReportExplain | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const target = (metric: ExplainMetric | undefined): ExplainTarget | null =>
    explain && metric ? { ...explain, metric, from: report.startDate, to: report.endDate } : null;
  const figure = (text: string, metric: ExplainMetric | undefined) => (
    <ExplainableValue target={target(metric)} text={text}>
      {text}
    </ExplainableValue>
  );
  const kpi = (kind: KpiKind, value: number) =>
    kind === 'money'
      ? money(value, locale)
      : kind === 'hours'
        ? hours(value, locale)
        : kind === 'decimal'
          ? decimal(value, locale)
          : count(value, locale);
  return (
    <>
      {/* Focusable so that a keyboard can scroll them on a phone (axe scrollable-region-focusable). */}
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={t('reportsPage.summaryTable')}>
        <Table size="small" aria-label={t('reportsPage.summaryTable')} data-testid="summary-report-grid">
          <TableHead>
            <TableRow>
              <TableCell>{t('reportsPage.columns.category')}</TableCell>
              {LINE_COLUMNS.map((column) => (
                <TableCell key={column} align="right">
                  {t(`reportsPage.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {summaryLines(report).map((line) => {
              const bold = TOTAL_ROWS.has(line.id) ? { fontWeight: 700 } : undefined;
              const metrics = LINE_METRICS[line.id];
              return (
                <TableRow key={line.id} data-row={line.id} sx={TOTAL_ROWS.has(line.id) ? { bgcolor: 'action.hover' } : undefined}>
                  <TableCell component="th" scope="row" sx={bold}>
                    {t(`reportsPage.rows.${line.id}`)}
                  </TableCell>
                  <TableCell align="right" sx={bold}>{figure(money(line.sales, locale), metrics.sales)}</TableCell>
                  <TableCell align="right" sx={bold}>{figure(money(line.discount, locale), metrics.discount)}</TableCell>
                  <TableCell align="right" sx={bold}>{figure(money(line.net, locale), metrics.net)}</TableCell>
                  <TableCell align="right" sx={bold}>{line.cost === null ? EMPTY_VALUE : figure(money(line.cost, locale), metrics.cost)}</TableCell>
                  <TableCell align="right" sx={bold}>{figure(money(line.profit, locale), metrics.profit)}</TableCell>
                  <TableCell align="right" sx={bold}>
                    {line.gpPercent === null ? EMPTY_VALUE : figure(percent(line.gpPercent, locale), metrics.gpPercent)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={t('reportsPage.kpiTable')}>
        <Table size="small" aria-label={t('reportsPage.kpiTable')} data-testid="summary-report-kpis">
          <TableHead>
            <TableRow>
              {SUMMARY_KPIS.map(({ id }) => (
                <TableCell key={id} align="right">
                  {t(`reportsPage.kpis.${id}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              {SUMMARY_KPIS.map(({ id, kind }) => (
                <TableCell key={id} align="right" data-kpi={id}>
                  {figure(kpi(kind, report[id]), KPI_METRICS[id])}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
