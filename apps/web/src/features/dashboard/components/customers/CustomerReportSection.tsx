import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/Tooltip';
import type { YearMonth } from '@/lib/dates';
import { useLocale } from '@/lib/i18n';
import { useCustomersByMonth, type CustomerReportRow } from '../../api/customersByMonth';
import type { CustomerListKind } from '../../api/customerListParams';
import { longMonthLabel, monthLabel } from '../../utils/dates';
import { isSingleLocation } from '../../utils/locations';
import type { MetricUnit } from '../../utils/metrics';
import { MetricBarChart } from '../charts/MetricBarChart';
import { useDashboard } from '../DashboardContext';
import { QueryContent } from '../SectionStates';
import { CustomerListDialog } from './CustomerListDialog';
import { CustomerMonthFacts } from './CustomerMonthFacts';

/** The chart's series (2-dashboard §2), their unit, and the list a bar opens. */
const SERIES = {
  attrition: { unit: 'percent', list: 'lost' },
  acquisition: { unit: 'percent', list: 'new' },
  new_customers: { unit: 'count', list: 'new' },
  active_customers: { unit: 'count', list: 'active' },
  lost_customers: { unit: 'count', list: 'lost' },
  recovered_customer: { unit: 'count', list: 'recovered' },
} as const satisfies Record<string, { unit: MetricUnit; list: CustomerListKind }>;
type Series = keyof typeof SERIES;

const noCustomers = (rows: CustomerReportRow[]) =>
  rows.every((row) => row.active_customers === 0 && row.new_customers === 0);

export function CustomerReportContent() {
  const { t } = useTranslation();
  const { partnerId, scope } = useDashboard();
  const query = useCustomersByMonth({ partnerId, scope });
  return (
    <QueryContent
      query={query}
      height={400}
      isEmpty={noCustomers}
      emptyMessage={t('dashboard.customers.empty')}
    >
      {(rows) => <CustomerChart rows={rows} />}
    </QueryContent>
  );
}

interface OpenList {
  kind: CustomerListKind;
  month: YearMonth;
}

function CustomerChart({ rows }: { rows: CustomerReportRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { scope } = useDashboard();
  const [series, setSeries] = useState<Series>('new_customers');
  const [listsOn, setListsOn] = useState(false);
  const [selectedIndex, setSelectedIndex] = useState(rows.length - 1);
  const [openList, setOpenList] = useState<OpenList | null>(null);
  const selected = rows[selectedIndex];
  const single = isSingleLocation(scope);

  // A bar selects its month; it opens the matching list when lists are on, and recovered always does.
  const selectMonth = (index: number) => {
    setSelectedIndex(index);
    const { list } = SERIES[series];
    if (listsOn || list === 'recovered') setOpenList({ kind: list, month: rows[index] });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('dashboard.customers.series')}
          value={series}
          onChange={(event) => setSeries(event.target.value as Series)}
          sx={{ minWidth: 220 }}
        >
          {Object.keys(SERIES).map((entry) => (
            <MenuItem key={entry} value={entry}>
              {t(`dashboard.customers.seriesNames.${entry}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={listsOn} onChange={(event) => setListsOn(event.target.checked)} />}
          label={t('dashboard.customers.openLists')}
        />
        <Tooltip title={single ? '' : t('dashboard.customers.singleLocation')}>
          <span>
            <Button
              variant="outlined"
              size="small"
              disabled={!single}
              onClick={() => setOpenList({ kind: 'duplicate', month: selected })}
            >
              {t('dashboard.customers.lists.duplicate')}
            </Button>
          </span>
        </Tooltip>
      </Stack>
      <MetricBarChart
        labels={rows.map((row) => monthLabel(row, locale))}
        values={rows.map((row) => row[series])}
        unit={SERIES[series].unit}
        seriesLabel={t(`dashboard.customers.seriesNames.${series}`)}
        selectedIndex={selectedIndex}
        onSelect={selectMonth}
      />
      <CustomerMonthFacts
        row={selected}
        title={longMonthLabel(selected, locale)}
        onOpenList={(kind) => setOpenList({ kind, month: selected })}
      />
      {openList && (
        <CustomerListDialog kind={openList.kind} month={openList.month} onClose={() => setOpenList(null)} />
      )}
    </Stack>
  );
}
