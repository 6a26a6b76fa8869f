import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { CATEGORY_CHART_TYPES, CATEGORY_TYPES, type CategoryChartType, type CategoryType } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import type { EmployeeType } from '../hooks/useCategoryReport';
import type { DayRange } from '../utils/roRange';
import { MultiSelect, type Option } from './MultiSelect';
import { IsoDateField } from '@/components/IsoDateField';

export interface FilterState {
  locationId: number;
  categoryType: CategoryType;
  employeeType: EmployeeType;
  categoryIds: number[] | null;
  employeeIds: number[] | null;
  range: DayRange;
  chartType: CategoryChartType;
}

interface FiltersPanelProps {
  value: FilterState;
  onChange: (next: Partial<FilterState>) => void;
  locations: readonly Option[];
  categories: readonly Option[];
  employees: readonly Option[];
  minDay: string;
  today: string;
  rangeError: string | null;
  canExport: boolean;
  onExport: () => void;
}

const EMPLOYEE_TYPES: EmployeeType[] = ['all', 'advisors', 'technicians'];

/** Location, category type, employee type, the multi-selects, the dates, the chart type and the CSV export. */
export function FiltersPanel({ value, onChange, locations, categories, employees, minDay, today, rangeError, canExport, onExport }: FiltersPanelProps) {
  const { t } = useTranslation();
  const dateField = (which: 'from' | 'to') => (
    <IsoDateField
      size="small"
      label={t(`categoryReport.filters.${which}`)}
      value={value.range[which]}
      onChange={(day) => onChange({ range: { ...value.range, [which]: day } })}
      error={rangeError !== null}
      helperText={which === 'to' ? (rangeError ?? ' ') : ' '}
      min={minDay}
      max={today}
      // 180 px cut the year beside the calendar button; a phone gives each date the whole line.
      sx={{ width: { xs: '100%', sm: 200 } }}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={t('categoryReport.filters.location')}
          value={String(value.locationId)}
          onChange={(e) => onChange({ locationId: Number(e.target.value), categoryIds: null, employeeIds: null })}
          helperText=" "
          sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}
        >
          {locations.map((l) => (
            <MenuItem key={l.id} value={String(l.id)}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={value.categoryType}
          aria-label={t('categoryReport.filters.categoryType')}
          onChange={(_e, next: CategoryType | null) => next && onChange({ categoryType: next, categoryIds: null })}
        >
          {CATEGORY_TYPES.map((type) => (
            <ToggleButton key={type} value={type}>
              {t(`categoryReport.categoryTypes.${type}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={t('categoryReport.filters.employeeType')}
          value={value.employeeType}
          onChange={(e) => onChange({ employeeType: e.target.value as EmployeeType, employeeIds: null })}
          helperText=" "
          sx={{ minWidth: 190, width: { xs: '100%', sm: 'auto' } }}
        >
          {EMPLOYEE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`categoryReport.employeeTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <MultiSelect
          label={t('categoryReport.filters.categories')}
          options={categories}
          value={value.categoryIds}
          onChange={(categoryIds) => onChange({ categoryIds })}
        />
        <MultiSelect
          label={t(value.employeeType === 'technicians' ? 'categoryReport.filters.technicians' : 'categoryReport.filters.advisors')}
          options={employees}
          value={value.employeeIds}
          disabled={value.employeeType === 'all'}
          onChange={(employeeIds) => onChange({ employeeIds })}
        />
        {dateField('from')}
        {dateField('to')}
        <TextField
          select
          size="small"
          label={t('categoryReport.filters.chartType')}
          value={value.chartType}
          onChange={(e) => onChange({ chartType: e.target.value as CategoryChartType })}
          helperText=" "
          sx={{ minWidth: 130 }}
        >
          {CATEGORY_CHART_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`categoryReport.chartTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<FileDownloadIcon />} disabled={!canExport} onClick={onExport} sx={{ mt: 0.25 }}>
          {t('categoryReport.exportCsv')}
        </Button>
      </Stack>
    </Paper>
  );
}
