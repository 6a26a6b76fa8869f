import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ComparisonSectionKey, Locale, ShopComparisonRecord } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ExplainableValue } from '@/components/explain/ExplainableValue';
import { dateRange, variance } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import {
  COMPARISON_ROWS,
  bestColumns,
  formatComparison,
  sharedDates,
  sortColumns,
  type ColumnDates,
  type ComparisonMetric,
  type SectionSort,
} from '../utils/comparisonRows';
import { comparisonTarget } from '../utils/explainTargets';

interface ComparisonSectionProps {
  section: ComparisonSectionKey;
  records: readonly ShopComparisonRecord[];
  expanded: boolean;
  onToggle: () => void;
  sort: SectionSort;
  onSortRow: (metric: ComparisonMetric) => void;
  /** The signed-in user's partner: its own locations' figures explain themselves; without it, plain. */
  partnerId?: number | null;
}

/** "11/16/2026 – 11/18/2026 · vs 11/09/2026 – 11/11/2026" */
const datesLabel = (t: TFunction, locale: Locale, dates: ColumnDates) =>
  `${dateRange(dates.from, dates.to, locale)} · ${t('comparison.versus', { period: dateRange(dates.prior_from, dates.prior_to, locale) })}`;

/**
 * One section of the comparison: a column per location, the fourteen rows, change and best flag per
 * cell. The dates are named once in the header when every column used the same ones, else under
 * each column (locations in different time zones can be on different days).
 */
export function ComparisonSection({ section, records, expanded, onToggle, sort, onSortRow, partnerId }: ComparisonSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = sortColumns(records, section, sort);
  const shared = sharedDates(records, section);
  const perColumn = !shared && records.some((record) => record[section]);
  const headingId = `comparison-${section}`;
  return (
    <Accordion expanded={expanded} onChange={onToggle} disableGutters variant="outlined" data-section={section}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${headingId}-content`} id={headingId}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mr: 2 }}>
          {t(`comparison.sections.${section}`)}
        </Typography>
        {shared && (
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }} data-dates>
            {datesLabel(t, locale, shared)}
          </Typography>
        )}
        {perColumn && (
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }} data-dates>
            {t('comparison.datesPerLocation')}
          </Typography>
        )}
      </AccordionSummary>
      <AccordionDetails id={`${headingId}-content`} sx={{ p: 0 }}>
        {/* Focusable so that a keyboard can scroll it on a phone (axe scrollable-region-focusable). */}
        <TableContainer tabIndex={0} role="region" aria-labelledby={headingId}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ minWidth: 220 }}>{t('comparison.metric')}</TableCell>
                {columns.map((record) => {
                  const dates = record[section];
                  return (
                    <TableCell key={record.location_id} align="right" sx={{ minWidth: 150 }} data-location={record.location_id}>
                      {record.location_name}
                      {perColumn && dates && (
                        <Typography variant="caption" component="div" color="text.secondary" data-column-dates>
                          {datesLabel(t, locale, dates)}
                        </Typography>
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {COMPARISON_ROWS.map((row) => {
                const values = columns.map((record) => Number(record[section]?.[row.metric] ?? 0));
                const best = bestColumns(values);
                const active = sort.active === row.metric;
                return (
                  <TableRow key={row.metric} data-metric={row.metric}>
                    <TableCell component="th" scope="row">
                      <TableSortLabel
                        active={active}
                        direction={sort.directions[row.metric] ?? 'desc'}
                        onClick={() => onSortRow(row.metric)}
                        title={t('comparison.sortHint')}
                      >
                        {t(`comparison.rows.${row.metric}`)}
                      </TableSortLabel>
                    </TableCell>
                    {columns.map((record, index) => {
                      const data = record[section];
                      const change = data?.changes[row.change] ?? null;
                      const shown = formatComparison(row.kind, values[index], locale);
                      const changeText = variance(change, locale);
                      return (
                        <TableCell
                          key={record.location_id}
                          align="right"
                          data-location={record.location_id}
                          data-best={best.has(index) || undefined}
                          sx={best.has(index) ? { bgcolor: (theme) => alpha(theme.palette.success.main, 0.08) } : undefined}
                        >
                          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                            {best.has(index) && (
                              <Chip label={t('comparison.max')} size="small" color="success" variant="outlined" sx={{ height: 18, fontSize: 11 }} />
                            )}
                            <span data-value>
                              <ExplainableValue target={comparisonTarget(partnerId, record, data, row.metric)} text={shown}>
                                {shown}
                              </ExplainableValue>
                            </span>
                          </Box>
                          <Typography
                            variant="caption"
                            component="div"
                            data-change
                            // The dark shades: 4.5:1 or more on the best column's green tint too (WCAG 1.4.3).
                            color={change === null || change === 0 ? 'text.secondary' : change > 0 ? 'success.dark' : 'error.dark'}
                          >
                            <ExplainableValue
                              target={change === null ? null : comparisonTarget(partnerId, record, data, row.metric, true)}
                              text={changeText}
                            >
                              {changeText}
                            </ExplainableValue>
                          </Typography>
                        </TableCell>
                      );
                    })}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </AccordionDetails>
    </Accordion>
  );
}
