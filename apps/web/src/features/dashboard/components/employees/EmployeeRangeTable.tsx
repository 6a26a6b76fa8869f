import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ADVISOR_KPI_METRICS } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { ExplainableValue } from '@/components/explain/ExplainableValue';
import { dateRange } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useExplainTarget } from '../../hooks/useExplainTarget';
import type { EmployeeRole } from '../../utils/employeeKpis';
import { formatMetric } from '../../utils/formatMetric';
import type { MetricInfo } from '../../utils/metrics';

export interface EmployeeRangeRow {
  employeeId: number;
  name: string;
  value: number;
}

interface EmployeeRangeTableProps {
  role: EmployeeRole;
  kpi: string;
  kpiLabel: string;
  info: MetricInfo;
  range: { from: string; to: string };
  rows: readonly EmployeeRangeRow[];
}

/**
 * Each employee's figure over the whole range, as text, largest first: what the charts draw, to read
 * and to compare. An advisor's figure is a summary figure over the ROs they wrote, so it explains
 * itself; a technician's is worked from their labor lines, which the explanation does not list yet.
 */
export function EmployeeRangeTable({ role, kpi, kpiLabel, info, range, rows }: EmployeeRangeTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const explainTarget = useExplainTarget();
  const metric = role === 'advisor' ? ADVISOR_KPI_METRICS[kpi as keyof typeof ADVISOR_KPI_METRICS] : undefined;
  const sorted = [...rows].sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  const caption = t('dashboard.employees.rangeTable', { kpi: kpiLabel, dates: dateRange(range.from, range.to, locale) });
  return (
    <Table size="small" aria-label={caption} data-testid="employee-range-table" sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          <TableCell>{t(`dashboard.employees.${role === 'advisor' ? 'advisor' : 'technician'}`)}</TableCell>
          <TableCell align="right">{caption}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sorted.map((row) => {
          const text = formatMetric(row.value, info.unit, locale);
          return (
            <TableRow key={row.employeeId} data-employee={row.employeeId}>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                <ExplainableValue
                  target={metric ? explainTarget(metric, range.from, range.to, { writerId: row.employeeId }) : null}
                  text={`${row.name}: ${text}`}
                >
                  {text}
                </ExplainableValue>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
