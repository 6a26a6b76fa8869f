import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SummaryReport } from '@rlo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSummaryReport } from '../api/summaryReport';
import { csvDollars, csvNumber, downloadCsv, toCsv } from '@/lib/csv';
import { presetRange, rangeError, type DatePreset, type DayRange, type FixedDatePreset } from '@/lib/datePresets';
import { SUMMARY_KPIS, summaryLines } from '../utils/summaryRows';
import { DateRangeFields } from './DateRangeFields';
import { ErrorBlock, LoadingBlock } from '@/components/QueryStates';
import { LINE_COLUMNS, SummaryReportTables } from './SummaryReportTables';
import { businessNow } from '@/lib/businessClock';
import { PageTitle } from '@/components/PageTitle';

export interface ReportLocation {
  id: number;
  name: string;
  isDisable: boolean;
}

interface ReportsPageProps {
  partnerId: number;
  /** The partner's locations (disabled ones are left out of the dropdown). */
  locations: readonly ReportLocation[];
  /** The user's calendar day, for the presets; a parameter so that tests fix it. */
  today?: Date;
}

const DEFAULT_PRESET: FixedDatePreset = 'currentMonth';

/** The summary report screen (3-operations §2, Reports). */
export function ReportsPage({ partnerId, locations, today = businessNow() }: ReportsPageProps) {
  const { t } = useTranslation();
  const choices = locations.filter((location) => !location.isDisable);
  const [locationId, setLocationId] = useState<number | 'all'>(choices[0]?.id ?? 'all');
  const [preset, setPreset] = useState<DatePreset>(DEFAULT_PRESET);
  const [range, setRange] = useState<DayRange>(() => presetRange(DEFAULT_PRESET, today));
  const error = rangeError(range.from, range.to);
  const report = useSummaryReport({ partnerId, locationId, startDate: range.from, endDate: range.to }, error === null && choices.length > 0);

  const choosePreset = (next: DatePreset) => {
    setPreset(next);
    if (next !== 'custom') setRange(presetRange(next, today));
  };
  const locationName =
    locationId === 'all' ? t('reportsPage.allLocations') : (choices.find((l) => l.id === locationId)?.name ?? '');

  const exportCsv = (data: SummaryReport) => {
    const header = [t('reportsPage.columns.category'), ...LINE_COLUMNS.map((c) => t(`reportsPage.columns.${c}`))];
    const lines = summaryLines(data).map((line) => [
      t(`reportsPage.rows.${line.id}`),
      csvDollars(line.sales),
      csvDollars(line.discount),
      csvDollars(line.net),
      line.cost === null ? '' : csvDollars(line.cost),
      csvDollars(line.profit),
      line.gpPercent === null ? '' : csvNumber(line.gpPercent),
    ]);
    const kpis = SUMMARY_KPIS.map(({ id, kind }) => {
      const value = data[id];
      return kind === 'money' ? csvDollars(value) : kind === 'hours' ? csvNumber(value / 3600) : kind === 'count' ? String(value) : csvNumber(value);
    });
    const csv = toCsv([
      [t('reportsPage.location'), locationName, t('reportsPage.startDate'), range.from, t('reportsPage.endDate'), range.to],
      [],
      header,
      ...lines,
      [],
      SUMMARY_KPIS.map(({ id }) => t(`reportsPage.kpis.${id}`)),
      kpis,
    ]);
    downloadCsv(`summaryReport_${range.from}_${range.to}`, csv);
  };

  if (choices.length === 0) {
    return (
      <Stack spacing={2.5}>
        <PageTitle>
          {t('reportsPage.title')}
        </PageTitle>
        <Alert severity="info">{t('reportsPage.noLocation')}</Alert>
      </Stack>
    );
  }

  return (
    <Stack spacing={2.5}>
      <PageTitle>
        {t('reportsPage.title')}
      </PageTitle>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <TextField
            select
            size="small"
            label={t('reportsPage.location')}
            value={String(locationId)}
            onChange={(event) => setLocationId(event.target.value === 'all' ? 'all' : Number(event.target.value))}
            helperText=" "
            sx={{ minWidth: 220 }}
          >
            {choices.length > 1 && <MenuItem value="all">{t('reportsPage.allLocations')}</MenuItem>}
            {choices.map((location) => (
              <MenuItem key={location.id} value={String(location.id)}>
                {location.name}
              </MenuItem>
            ))}
          </TextField>
          <DateRangeFields
            preset={preset}
            range={range}
            onPreset={choosePreset}
            onRange={(next) => {
              setPreset('custom');
              setRange(next);
            }}
            error={error ? t(`reportsPage.errors.${error}`) : null}
          />
          <Button
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            disabled={!report.data || error !== null}
            onClick={() => report.data && exportCsv(report.data)}
            sx={{ mt: 0.25 }}
          >
            {t('reportsPage.exportCsv')}
          </Button>
        </Stack>
      </Paper>
      {error !== null ? null : report.isPending ? (
        <LoadingBlock height={320} />
      ) : report.isError ? (
        <ErrorBlock error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <Stack spacing={2} sx={{ opacity: report.isPlaceholderData ? 0.6 : 1 }} aria-busy={report.isFetching}>
          {report.data.roCount === 0 && (
            <Typography color="text.secondary">{t('reportsPage.noData')}</Typography>
          )}
          {/* The previous answer stays shown while the next loads: its location is no longer known then. */}
          <SummaryReportTables report={report.data} explain={report.isPlaceholderData ? null : { partnerId, scope: locationId }} />
        </Stack>
      )}
    </Stack>
  );
}
