import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAlertRule, useUpdateAlertRule, type AlertRule } from '@/api/alerts';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import type { PickableLocation } from '@/components/LocationPicker';
import { ErrorBlock, LoadingBlock } from '@/components/QueryStates';
import { date } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { UseQueryResult } from '@tanstack/react-query';
import { ruleSentence } from '../utils/ruleText';
import { RuleDialog } from './RuleDialog';

const SNOOZE_DAYS = [1, 3, 7, 30] as const;

interface RulesSectionProps {
  partnerId: number;
  locations: readonly PickableLocation[];
  allowAll: boolean;
  rules: UseQueryResult<AlertRule[]>;
}

/** The partner's alert rules: what each watches, whether it is on, and pause, snooze, delete. */
export function RulesSection({ partnerId, locations, allowAll, rules }: RulesSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useUpdateAlertRule(partnerId);
  const remove = useDeleteAlertRule(partnerId);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  const [snoozeMenu, setSnoozeMenu] = useState<{ rule: AlertRule; anchor: HTMLElement } | null>(null);
  const names = new Map(locations.map((l) => [l.id, l.name]));

  const change = (rule: AlertRule, patch: { paused: boolean; snooze_days?: number }, message: string) =>
    update.mutate({ id: rule.id, ...patch }, { onSuccess: () => notifySuccess(message), onError: notifyError });

  const status = (rule: AlertRule) =>
    rule.paused
      ? t('alerts.rules.paused')
      : rule.snoozed_until
        ? t('alerts.rules.snoozedUntil', { date: date(rule.snoozed_until, locale) })
        : t('alerts.rules.active');

  return (
    <Paper variant="outlined" component="section" aria-labelledby="alert-rules-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography id="alert-rules-title" variant="h6" component="h2">
          {t('alerts.rules.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={locations.length === 0}>
          {t('alerts.rules.add')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('alerts.rules.intro')}
      </Typography>
      {rules.isPending ? (
        <LoadingBlock height={120} />
      ) : rules.isError ? (
        <ErrorBlock error={rules.error} onRetry={() => void rules.refetch()} />
      ) : rules.data.length === 0 ? (
        <Typography sx={{ py: 2 }}>{t('alerts.rules.empty')}</Typography>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label={t('alerts.rules.title')}>
          <Table size="small" aria-labelledby="alert-rules-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('alerts.columns.location')}</TableCell>
                <TableCell>{t('alerts.columns.rule')}</TableCell>
                <TableCell>{t('alerts.columns.status')}</TableCell>
                <TableCell align="right">{t('alerts.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rules.data.map((rule) => {
                const sentence = ruleSentence(t, locale, rule);
                return (
                  <TableRow key={rule.id} data-rule={rule.id}>
                    <TableCell>{rule.location_id === null ? t('alerts.allLocations') : (names.get(rule.location_id) ?? '')}</TableCell>
                    <TableCell>{sentence}</TableCell>
                    <TableCell>{status(rule)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => change(rule, { paused: !rule.paused }, t(rule.paused ? 'alerts.rules.resumed' : 'alerts.rules.pausedDone'))} aria-label={`${t(rule.paused ? 'alerts.rules.resume' : 'alerts.rules.pause')}: ${sentence}`}>
                        {t(rule.paused ? 'alerts.rules.resume' : 'alerts.rules.pause')}
                      </Button>
                      <Button size="small" onClick={(e) => setSnoozeMenu({ rule, anchor: e.currentTarget })} aria-label={`${t('alerts.rules.snooze')}: ${sentence}`} aria-haspopup="menu">
                        {t('alerts.rules.snooze')}
                      </Button>
                      <Button size="small" color="error" onClick={() => setDeleting(rule)} aria-label={`${t('alerts.rules.delete')}: ${sentence}`}>
                        {t('alerts.rules.delete')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Menu anchorEl={snoozeMenu?.anchor} open={snoozeMenu !== null} onClose={() => setSnoozeMenu(null)}>
        {SNOOZE_DAYS.map((days) => (
          <MenuItem
            key={days}
            onClick={() => {
              if (snoozeMenu) change(snoozeMenu.rule, { paused: snoozeMenu.rule.paused, snooze_days: days }, t('alerts.rules.snoozed', { count: days }));
              setSnoozeMenu(null);
            }}
          >
            {t('alerts.rules.snoozeFor', { count: days })}
          </MenuItem>
        ))}
        {snoozeMenu?.rule.snoozed_until && (
          <MenuItem
            onClick={() => {
              change(snoozeMenu.rule, { paused: snoozeMenu.rule.paused, snooze_days: 0 }, t('alerts.rules.unsnoozed'));
              setSnoozeMenu(null);
            }}
          >
            {t('alerts.rules.endSnooze')}
          </MenuItem>
        )}
      </Menu>
      {adding && <RuleDialog partnerId={partnerId} locations={locations} allowAll={allowAll} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('alerts.rules.deleteTitle')}
        text={deleting ? t('alerts.rules.deleteText', { rule: ruleSentence(t, locale, deleting) }) : ''}
        confirmLabel={t('alerts.rules.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('alerts.rules.deleted'));
              setDeleting(null);
            },
            onError: notifyError,
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
