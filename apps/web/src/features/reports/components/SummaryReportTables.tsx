import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SummaryReport } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, count, decimal, hours, money, percent } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { SUMMARY_KPIS, summaryLines, type KpiKind } from '../utils/summaryRows';

export const LINE_COLUMNS = ['sales', 'discount', 'net', 'cost', 'profit', 'gpPercent'] as const;

const TOTAL_ROWS = new Set(['totalWithoutOther', 'totalWithOther']);

/** The summary grid and the per-RO block under it (3-operations §2, Reports). */
export function SummaryReportTables({ report }: { report: SummaryReport }) {
  const { t } = useTranslation();
  const locale = useLocale();
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
              return (
                <TableRow key={line.id} data-row={line.id} sx={TOTAL_ROWS.has(line.id) ? { bgcolor: 'action.hover' } : undefined}>
                  <TableCell component="th" scope="row" sx={bold}>
                    {t(`reportsPage.rows.${line.id}`)}
                  </TableCell>
                  <TableCell align="right" sx={bold}>{money(line.sales, locale)}</TableCell>
                  <TableCell align="right" sx={bold}>{money(line.discount, locale)}</TableCell>
                  <TableCell align="right" sx={bold}>{money(line.net, locale)}</TableCell>
                  <TableCell align="right" sx={bold}>{line.cost === null ? EMPTY_VALUE : money(line.cost, locale)}</TableCell>
                  <TableCell align="right" sx={bold}>{money(line.profit, locale)}</TableCell>
                  <TableCell align="right" sx={bold}>{line.gpPercent === null ? EMPTY_VALUE : percent(line.gpPercent, locale)}</TableCell>
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
                  {kpi(kind, report[id])}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
