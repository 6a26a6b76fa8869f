import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COACHING_CHART_GROUPS,
  GOAL_METRICS_BY_GROUP,
  isMoneyMetric,
  type CoachingChartGroup,
  type CoachingGoal,
  type GoalMetric,
} from '@rlo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveGoal, type GoalScope } from '@/api/goals';
import { goalToInput, inputToGoal } from '../utils/goals';

// Only groups with goal metrics are offered (kpis.md §7).
const GROUPS = COACHING_CHART_GROUPS.filter((group) => GOAL_METRICS_BY_GROUP[group].length > 0);

interface GoalPanelProps {
  scope: GoalScope;
  /** The goal being edited, or null to add one. */
  goal: CoachingGoal | null;
  onClose: () => void;
}

/** The side panel that adds or edits a coaching goal: group, metric and goal number, all required. */
export function GoalPanel({ scope, goal, onClose }: GoalPanelProps) {
  const { t } = useTranslation();
  const save = useSaveGoal(scope);
  const [group, setGroup] = useState<CoachingChartGroup | ''>(goal?.chart_type ?? '');
  const [metric, setMetric] = useState<GoalMetric | ''>(goal?.chart_name ?? '');
  const [value, setValue] = useState(goal ? goalToInput(goal.chart_name, goal.chart_goal) : '');
  const [submitted, setSubmitted] = useState(false);

  const metrics = group ? GOAL_METRICS_BY_GROUP[group] : [];
  const amount = metric ? inputToGoal(metric, value) : null;
  const errors = {
    group: !group ? t('coaching.goals.groupRequired') : '',
    metric: !metric ? t('coaching.goals.metricRequired') : '',
    value: amount === null ? t('coaching.goals.goalRequired') : '',
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!group || !metric || amount === null) {
      // Form errors scroll to the first invalid field (2-dashboard §5).
      const first = !group ? 'goal-group' : !metric ? 'goal-metric' : 'goal-value';
      document.getElementById(first)?.focus();
      return;
    }
    save.mutate(
      { id: goal?.id, chart_type: group, chart_name: metric, chart_goal: amount },
      {
        onSuccess: () => {
          notifySuccess(goal ? t('coaching.goals.edited') : t('coaching.goals.added'));
          onClose();
        },
        onError: notifyError,
      },
    );
  }

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      // A temporary drawer sits at the drawer level, under the app bar; this panel must cover it.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } } } }}
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ p: 3 }} aria-labelledby="goal-panel-title">
        <Typography id="goal-panel-title" variant="h6" component="h2">
          {goal ? t('coaching.goals.editTitle') : t('coaching.goals.addTitle')}
        </Typography>
        <TextField
          select
          id="goal-group"
          label={t('coaching.goals.group')}
          value={group}
          required
          onChange={(event) => {
            const next = event.target.value as CoachingChartGroup;
            setGroup(next);
            if (metric && !GOAL_METRICS_BY_GROUP[next].includes(metric)) setMetric('');
          }}
          error={submitted && !!errors.group}
          helperText={(submitted && errors.group) || ' '}
        >
          {GROUPS.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`dashboard.groups.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="goal-metric"
          label={t('coaching.goals.metric')}
          value={metric}
          required
          disabled={!group}
          onChange={(event) => setMetric(event.target.value as GoalMetric)}
          error={submitted && !!errors.metric}
          helperText={(submitted && errors.metric) || ' '}
        >
          {metrics.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`dashboard.metrics.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="goal-value"
          label={metric && !isMoneyMetric(metric) ? t('coaching.goals.goalCount') : t('coaching.goals.goalDollars')}
          value={value}
          required
          onChange={(event) => setValue(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={submitted && !!errors.value}
          helperText={(submitted && errors.value) || ' '}
        />
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button onClick={onClose}>{t('coaching.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('coaching.save')}
          </Button>
        </Stack>
      </Stack>
    </Drawer>
  );
}
