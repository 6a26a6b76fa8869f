import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTechStats } from '../../api/techStats';
import { useWriterStats } from '../../api/writerStats';
import { useTechRangeStats, useWriterRangeStats } from '../../api/employeeRangeStats';
import { isoDay } from '@/lib/dates';
import { dateRangeError, defaultEmployeeRange } from '../../utils/dates';
import { KPIS_OF, type EmployeeMonth, type EmployeeRole, type EmployeeShare } from '../../utils/employeeKpis';
import { useDashboard } from '../DashboardContext';
import { QueryContent } from '../SectionStates';
import { EmployeeCharts } from './EmployeeCharts';
import { EmployeeRangeTable } from './EmployeeRangeTable';
import { EmployeeDateRange } from './EmployeeDateRange';
import { OwnerCommentAction } from './OwnerCommentAction';
import { businessNow } from '@/lib/businessClock';

/** What the two stats rows share; the KPI is read by name. */
type StatsRow = { employee_id: number; name: string; year: number; month: number } & Record<
  string,
  string | number
>;

function employeeMonths(rows: readonly StatsRow[], kpi: string): EmployeeMonth[] {
  return rows.map((row) => ({
    employeeId: row.employee_id,
    name: row.name,
    year: row.year,
    month: row.month,
    value: Number(row[kpi] ?? 0),
  }));
}

type RangeRow = { employee_id: number } & Record<string, string | number>;

function employeeShares(rows: readonly RangeRow[], kpi: string): EmployeeShare[] {
  return rows.map((row) => ({ employeeId: row.employee_id, value: Number(row[kpi] ?? 0) }));
}

const DEFAULT_KPI: Record<EmployeeRole, string> = {
  advisor: 'gross_sales_cents',
  technician: 'total_labor_sold_cents',
};

export function EmployeeContent() {
  const { t } = useTranslation();
  const { partnerId, scope } = useDashboard();
  const [role, setRole] = useState<EmployeeRole>('advisor');
  const [kpi, setKpi] = useState(DEFAULT_KPI.advisor);
  const [initial] = useState(() => defaultEmployeeRange(businessNow()));
  const [start, setStart] = useState<Date | null>(initial.start);
  const [end, setEnd] = useState<Date | null>(initial.end);
  // The figures follow the last valid range; an invalid one only shows its error.
  const [range, setRange] = useState({ from: isoDay(initial.start), to: isoDay(initial.end) });
  const error = dateRangeError(start, end);

  const changeRange = (nextStart: Date | null, nextEnd: Date | null) => {
    setStart(nextStart);
    setEnd(nextEnd);
    if (nextStart && nextEnd && dateRangeError(nextStart, nextEnd) === null) {
      setRange({ from: isoDay(nextStart), to: isoDay(nextEnd) });
    }
  };

  const params = { partnerId, scope, ...range };
  const writers = useWriterStats(params, role === 'advisor');
  const technicians = useTechStats(params, role === 'technician');
  const query: UseQueryResult<readonly StatsRow[]> = role === 'advisor' ? writers : technicians;
  const writerRange = useWriterRangeStats(params, role === 'advisor');
  const technicianRange = useTechRangeStats(params, role === 'technician');
  const rangeQuery: UseQueryResult<readonly RangeRow[]> = role === 'advisor' ? writerRange : technicianRange;
  const info = KPIS_OF[role][kpi];

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={role}
          aria-label={t('dashboard.employees.role')}
          onChange={(_event, next: EmployeeRole | null) => {
            if (!next) return;
            setRole(next);
            setKpi(DEFAULT_KPI[next]);
          }}
        >
          <ToggleButton value="advisor">{t('dashboard.employees.advisors')}</ToggleButton>
          <ToggleButton value="technician">{t('dashboard.employees.technicians')}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={t('dashboard.employees.kpi')}
          value={kpi}
          onChange={(event) => setKpi(event.target.value)}
          sx={{ minWidth: 240 }}
        >
          {Object.keys(KPIS_OF[role]).map((entry) => (
            <MenuItem key={entry} value={entry}>
              {t(`dashboard.employees.kpis.${entry}`)}
            </MenuItem>
          ))}
        </TextField>
        <EmployeeDateRange start={start} end={end} error={error} onChange={changeRange} />
        <OwnerCommentAction />
      </Stack>
      <QueryContent
        query={query}
        height={340}
        isEmpty={(data) => data.length === 0}
        emptyMessage={t(`dashboard.employees.empty.${role}`)}
      >
        {(data) => (
          <QueryContent query={rangeQuery} height={340} isEmpty={() => false} emptyMessage="">
            {(rangeRows) => (
              <Stack spacing={2}>
                <EmployeeCharts
                  rows={employeeMonths(data, kpi)}
                  shares={employeeShares(rangeRows, kpi)}
                  info={info}
                  kpiLabel={t(`dashboard.employees.kpis.${kpi}`)}
                />
                <EmployeeRangeTable
                  role={role}
                  kpi={kpi}
                  kpiLabel={t(`dashboard.employees.kpis.${kpi}`)}
                  info={info}
                  range={range}
                  rows={rangeRows.map((row) => ({ employeeId: row.employee_id, name: String(row.name ?? ''), value: Number(row[kpi] ?? 0) }))}
                />
              </Stack>
            )}
          </QueryContent>
        )}
      </QueryContent>
    </Stack>
  );
}
