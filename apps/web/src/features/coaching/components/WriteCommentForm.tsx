import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COACH_COMMENT_TEXT_MAX,
  COACHING_CHART_GROUPS,
  KPI_TYPES,
  type CoachingChartGroup,
  type KpiType,
  type RepairOrderSummary,
} from '@rlo/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useWriteComment } from '../api/clientLocations';
import { RepairOrderPicker } from './RepairOrderPicker';

interface WriteCommentFormProps {
  locationId: number;
  /** The metrics of each chart group, as the dashboard offers them (passed by the route). */
  groupMetrics: Record<CoachingChartGroup, readonly string[]>;
}

/** The coach writes a KPI-only, repair-order or e-mail-KPI comment; the server signs it with their name. */
export function WriteCommentForm({ locationId, groupMetrics }: WriteCommentFormProps) {
  const { t } = useTranslation();
  const write = useWriteComment(locationId);
  const [kpiType, setKpiType] = useState<KpiType>('KPI_ONLY');
  const [group, setGroup] = useState<CoachingChartGroup | ''>('');
  const [metric, setMetric] = useState('');
  const [ro, setRo] = useState<RepairOrderSummary | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [roError, setRoError] = useState('');

  const errors = {
    reference: kpiType === 'REPAIR_ORDER' && !ro ? t('coaching.write.roRequired') : roError,
    title: title.trim() ? '' : t('coaching.write.titleRequired'),
    description: description.trim() ? '' : t('coaching.write.textRequired'),
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const first = (['reference', 'title', 'description'] as const).find((field) => errors[field]);
    if (first) {
      document.getElementById(`write-${first}`)?.focus();
      return;
    }
    write.mutate(
      {
        kpiType,
        title: title.trim(),
        description: description.trim(),
        chartGroup: kpiType !== 'REPAIR_ORDER' && group ? group : undefined,
        chartType: kpiType !== 'REPAIR_ORDER' && metric ? metric : undefined,
        reference: kpiType === 'REPAIR_ORDER' ? ro?.order_number : undefined,
        dailySummary: kpiType === 'EMAIL_KPI',
      },
      {
        onSuccess: () => {
          notifySuccess(t('coaching.write.saved'));
          setTitle('');
          setDescription('');
          setRo(null);
          setSubmitted(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) setRoError(t('coaching.write.roNotFound'));
          else notifyError(error);
        },
      },
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="write-comment-heading" sx={{ p: 2 }}>
      <Typography id="write-comment-heading" variant="h6" component="h2" gutterBottom>
        {t('coaching.write.title')}
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <TextField select size="small" id="write-kind" label={t('coaching.write.kind')} value={kpiType} onChange={(e) => setKpiType(e.target.value as KpiType)}>
          {KPI_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`coaching.kpiTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        {kpiType === 'REPAIR_ORDER' ? (
          <RepairOrderPicker
            locationId={locationId}
            value={ro}
            onChange={(next) => {
              setRo(next);
              setRoError('');
            }}
            error={(submitted && errors.reference) || ''}
          />
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select size="small" fullWidth label={t('coaching.goals.group')} value={group} onChange={(e) => { setGroup(e.target.value as CoachingChartGroup); setMetric(''); }}>
              {COACHING_CHART_GROUPS.map((name) => (
                <MenuItem key={name} value={name}>{t(`dashboard.groups.${name}`)}</MenuItem>
              ))}
            </TextField>
            <TextField select size="small" fullWidth label={t('coaching.goals.metric')} value={metric} disabled={!group} onChange={(e) => setMetric(e.target.value)}>
              {(group ? groupMetrics[group] : []).map((name) => (
                <MenuItem key={name} value={name}>{t(`dashboard.metrics.${name}`)}</MenuItem>
              ))}
            </TextField>
          </Stack>
        )}
        <TextField size="small" id="write-title" label={t('coaching.write.titleField')} value={title} required onChange={(e) => setTitle(e.target.value)} error={submitted && !!errors.title} helperText={(submitted && errors.title) || ' '} />
        <TextField
          id="write-description"
          label={t('coaching.write.text')}
          value={description}
          required
          multiline
          minRows={4}
          onChange={(e) => setDescription(e.target.value)}
          error={submitted && !!errors.description}
          helperText={(submitted && errors.description) || `${description.length} / ${COACH_COMMENT_TEXT_MAX}`}
          slotProps={{ htmlInput: { maxLength: COACH_COMMENT_TEXT_MAX } }}
        />
        <Button type="submit" variant="contained" loading={write.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('coaching.write.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
