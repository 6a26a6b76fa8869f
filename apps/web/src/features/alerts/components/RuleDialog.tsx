import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ALERT_CONDITIONS, ALERT_METRICS, ALERT_PERIODS, type AlertCondition, type AlertMetric, type AlertPeriod } from '@rlo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateAlertRule } from '@/api/alerts';
import { BusyButton } from '@/components/BusyButton';
import { DialogCloseButton } from '@/components/DialogCloseButton';
import type { PickableLocation } from '@/components/LocationPicker';
import { notifyError, notifySuccess } from '@/lib/notify';
import { isPercentCondition, thresholdToWire, thresholdUnit } from '../utils/ruleText';

interface Draft {
  location: number | 'all';
  metric: AlertMetric;
  condition: AlertCondition;
  threshold: string;
  period: AlertPeriod;
}

/** The rules owners ask for most, one click each (issue 30). */
const PRESETS: { id: string; draft: Omit<Draft, 'location'> }[] = [
  { id: 'gpBelow', draft: { metric: 'gross_profit_per', condition: 'below', threshold: '50', period: 'yesterday' } },
  { id: 'paceBehind', draft: { metric: 'gross_sales_cents', condition: 'behind_goal_pace', threshold: '10', period: 'month_to_date' } },
  { id: 'carsDown', draft: { metric: 'sale_count', condition: 'down_vs_last_year', threshold: '15', period: 'week_to_date' } },
  { id: 'aroBelow', draft: { metric: 'average_sale_cents', condition: 'below', threshold: '400', period: 'month_to_date' } },
];

interface RuleDialogProps {
  partnerId: number;
  locations: readonly PickableLocation[];
  /** A shop owner or an Admin may watch All locations; a LocationManager names one of theirs. */
  allowAll: boolean;
  onClose: () => void;
}

/** A new alert rule: a preset or a figure, a condition with its threshold, and a period. */
export function RuleDialog({ partnerId, locations, allowAll, onClose }: RuleDialogProps) {
  const { t } = useTranslation();
  const create = useCreateAlertRule(partnerId);
  const [draft, setDraft] = useState<Draft>({ location: allowAll ? 'all' : (locations[0]?.id ?? 'all'), ...PRESETS[0].draft });
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const typed = Number(draft.threshold.replace(',', '.'));
  const thresholdError =
    draft.threshold.trim() === '' || !Number.isFinite(typed)
      ? t('alerts.form.thresholdRequired')
      : isPercentCondition(draft.condition) && (typed < 0 || typed > 1000)
        ? t('alerts.form.percentRange')
        : null;
  const paceError = draft.condition === 'behind_goal_pace' && (draft.metric !== 'gross_sales_cents' || draft.period !== 'month_to_date');
  const unit = thresholdUnit(draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (thresholdError || paceError) return;
    create.mutate(
      {
        location_id: draft.location === 'all' ? null : draft.location,
        metric: draft.metric,
        condition: draft.condition,
        threshold: thresholdToWire(draft, typed),
        period: draft.period,
      },
      {
        onSuccess: () => {
          notifySuccess(t('alerts.form.saved'));
          onClose();
        },
        onError: notifyError,
      },
    );
  };

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} aria-labelledby="alert-rule-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="alert-rule-title">{t('alerts.form.title')}</DialogTitle>
        {!create.isPending && <DialogCloseButton label={t('alerts.form.close')} onClick={onClose} />}
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <div>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('alerts.form.presets')}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {PRESETS.map((preset) => (
                  <Chip key={preset.id} label={t(`alerts.presets.${preset.id}`)} onClick={() => set(preset.draft)} variant="outlined" />
                ))}
              </Stack>
            </div>
            <TextField
              select
              label={t('alerts.form.location')}
              value={String(draft.location)}
              onChange={(e) => set({ location: e.target.value === 'all' ? 'all' : Number(e.target.value) })}
            >
              {allowAll && <MenuItem value="all">{t('alerts.allLocations')}</MenuItem>}
              {locations.map((l) => (
                <MenuItem key={l.id} value={String(l.id)}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={t('alerts.form.metric')} value={draft.metric} onChange={(e) => set({ metric: e.target.value as AlertMetric })}>
              {ALERT_METRICS.map((m) => (
                <MenuItem key={m} value={m}>
                  {t(`dashboard.metrics.${m}`)}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                fullWidth
                label={t('alerts.form.condition')}
                value={draft.condition}
                onChange={(e) => set({ condition: e.target.value as AlertCondition })}
                error={paceError}
                helperText={paceError ? t('alerts.form.paceOnlySales') : undefined}
              >
                {ALERT_CONDITIONS.map((c) => (
                  <MenuItem key={c} value={c}>
                    {t(`alerts.conditionNames.${c}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                fullWidth
                label={t('alerts.form.threshold')}
                value={draft.threshold}
                onChange={(e) => set({ threshold: e.target.value })}
                error={thresholdError !== null}
                helperText={thresholdError ?? ' '}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: {
                    startAdornment: unit === '$' ? <InputAdornment position="start">$</InputAdornment> : undefined,
                    endAdornment: unit === '%' ? <InputAdornment position="end">%</InputAdornment> : undefined,
                  },
                }}
              />
            </Stack>
            <TextField select label={t('alerts.form.period')} value={draft.period} onChange={(e) => set({ period: e.target.value as AlertPeriod })}>
              {ALERT_PERIODS.map((p) => (
                <MenuItem key={p} value={p}>
                  {t(`alerts.periodNames.${p}`)}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2" color="text.secondary">
              {t('alerts.form.when')}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" variant="contained" busy={create.isPending}>
            {t('alerts.form.save')}
          </BusyButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
