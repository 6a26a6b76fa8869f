import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_FORECAST_GOAL } from '@rlo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, money } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { languageTag } from '@/lib/locale';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useGoalHistory, useSaveForecastGoal, type ForecastGoalKind } from '../../api/forecastGoals';
import { forecastMonths } from '../../utils/forecastMonths';
import { businessNow } from '@/lib/businessClock';

interface ForecastGoalsDialogProps {
  partnerId: number;
  locationId: number;
  locationName: string;
  onClose: () => void;
}

const KINDS: ForecastGoalKind[] = ['monthly', 'weekly', 'yearly'];

/**
 * Edit forecast goals (2-dashboard §5): months from the current one on, the current year only; the
 * goal starts at 70000 dollars until one is chosen.
 */
export function ForecastGoalsDialog({ partnerId, locationId, locationName, onClose }: ForecastGoalsDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { year, months } = forecastMonths(businessNow());
  const history = useGoalHistory(partnerId, locationId);
  const save = useSaveForecastGoal(partnerId, locationId);
  const [kind, setKind] = useState<ForecastGoalKind>('monthly');
  const [month, setMonth] = useState(months[0]);
  const [goal, setGoal] = useState(String(DEFAULT_FORECAST_GOAL));
  const amount = Number(goal.replace(/[$,\s]/g, ''));
  const invalid = goal.trim() === '' || !Number.isFinite(amount) || amount < 0;
  const monthName = (m: number) => new Intl.DateTimeFormat(languageTag(locale), { month: 'long' }).format(new Date(year, m - 1, 1));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid) return document.getElementById('forecast-goal')?.focus();
    save.mutate(
      { kind, goal: Math.round(amount * 100), month, year },
      { onSuccess: () => notifySuccess(t('dashboard.forecastGoals.saved')), onError: notifyError },
    );
  }

  const cell = (value: number | null) => (value === null ? EMPTY_VALUE : money(value, locale));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="forecast-goals-title">
      <DialogTitle id="forecast-goals-title">{t('dashboard.forecastGoals.title', { location: locationName })}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent dividers>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select size="small" label={t('dashboard.forecastGoals.kind')} value={kind} onChange={(e) => setKind(e.target.value as ForecastGoalKind)} sx={{ minWidth: 130 }}>
              {KINDS.map((k) => (
                <MenuItem key={k} value={k}>{t(`dashboard.forecastGoals.kinds.${k}`)}</MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label={t('dashboard.forecastGoals.month')} value={month} disabled={kind === 'yearly'} onChange={(e) => setMonth(Number(e.target.value))} sx={{ minWidth: 140 }}>
              {months.map((m) => (
                <MenuItem key={m} value={m}>{monthName(m)}</MenuItem>
              ))}
            </TextField>
            <TextField size="small" label={t('dashboard.forecastGoals.year')} value={year} disabled sx={{ minWidth: 100 }} />
            <TextField
              size="small"
              id="forecast-goal"
              label={t('dashboard.forecastGoals.goal')}
              value={goal}
              onChange={(e) => setGoal(e.target.value)}
              error={invalid}
              helperText={invalid ? t('dashboard.forecastGoals.invalid') : ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Stack>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>{t('dashboard.forecastGoals.history')}</Typography>
          {history.isError ? (
            <Typography color="error">{t('dashboard.forecastGoals.historyFailed')}</Typography>
          ) : history.data && history.data.length === 0 ? (
            <Typography color="text.secondary">{t('dashboard.forecastGoals.noHistory')}</Typography>
          ) : (
            <Table size="small" aria-label={t('dashboard.forecastGoals.history')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('dashboard.forecastGoals.period')}</TableCell>
                  <TableCell align="right">{t('dashboard.forecastGoals.kinds.monthly')}</TableCell>
                  <TableCell align="right">{t('dashboard.forecastGoals.kinds.weekly')}</TableCell>
                  <TableCell align="right">{t('dashboard.forecastGoals.kinds.yearly')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(history.data ?? []).map((row) => (
                  <TableRow key={`${row.year}-${row.month ?? 0}`}>
                    <TableCell>{row.month ? `${monthName(row.month)} ${row.year}` : row.year}</TableCell>
                    <TableCell align="right">{cell(row.monthlyGoal)}</TableCell>
                    <TableCell align="right">{cell(row.weeklyGoal)}</TableCell>
                    <TableCell align="right">{cell(row.yearlyGoal)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('dashboard.actions.close')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>{t('dashboard.forecastGoals.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
