import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ADVISOR_KPI_METRICS, TECHNICIAN_KPIS } from '@rlo/contract';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TechnicianTarget } from '@/api/explain';
import { ExplainButton, ExplainableValue } from '@/components/explain/ExplainableValue';
import { dateRange } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useExplainTarget, useTechnicianTarget } from '../../hooks/useExplainTarget';
import type { EmployeeRole } from '../../utils/employeeKpis';
import { formatMetric } from '../../utils/formatMetric';
import type { MetricInfo } from '../../utils/metrics';

const TechnicianDialog = lazy(async () => ({ default: (await import('@/components/explain/TechnicianDialog')).TechnicianDialog }));

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
 * and to compare. Each explains itself: an advisor's is a summary figure over the ROs they wrote, a
 * technician's is worked from the labor lines they did.
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
                {role === 'advisor' ? (
                  <ExplainableValue
                    target={metric ? explainTarget(metric, range.from, range.to, { writerId: row.employeeId }) : null}
                    text={`${row.name}: ${text}`}
                  >
                    {text}
                  </ExplainableValue>
                ) : (
                  <TechnicianValue kpi={kpi} kpiLabel={kpiLabel} range={range} row={row} text={text} />
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

const isTechnicianKpi = (kpi: string): kpi is TechnicianTarget['metric'] => kpi in TECHNICIAN_KPIS;

interface TechnicianValueProps {
  kpi: string;
  kpiLabel: string;
  range: { from: string; to: string };
  row: EmployeeRangeRow;
  text: string;
}

function TechnicianValue({ kpi, kpiLabel, range, row, text }: TechnicianValueProps) {
  const { t } = useTranslation();
  const techTarget = useTechnicianTarget();
  const target = isTechnicianKpi(kpi) ? techTarget(kpi, range.from, range.to, row.employeeId) : null;
  if (!target) return <>{text}</>;
  return (
    <ExplainButton
      label={t('explain.open', { metric: kpiLabel, value: `${row.name}: ${text}` })}
      dialog={(onClose) => <TechnicianDialog target={target} title={`${kpiLabel} · ${row.name}`} onClose={onClose} />}
    >
      {text}
    </ExplainButton>
  );
}
