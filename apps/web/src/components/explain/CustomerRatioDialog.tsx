import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CustomerRatioExplanation } from '@rlo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerRatioExplanation, type CustomerRatioTarget } from '@/api/explain';
import { DialogCloseButton } from '@/components/DialogCloseButton';
import { count, list, money, percent } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { languageTag } from '@/lib/locale';

/**
 * "Explain this figure" for a customer report ratio (kpis.md §6): the rule, the month's counts it is
 * worked from, substituted, and the result with its rounding, all from one API answer.
 */
export function CustomerRatioDialog({ target, title, onClose }: { target: CustomerRatioTarget; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const explanation = useCustomerRatioExplanation(target);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby="customer-ratio-title">
      <DialogTitle id="customer-ratio-title" sx={{ pr: 6 }}>
        {t('explain.title', { metric: title })}
        <DialogCloseButton label={t('explain.close')} onClick={onClose} />
      </DialogTitle>
      <DialogContent dividers>
        {explanation.isPending && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
            <CircularProgress size={20} aria-hidden />
            {t('explain.loading')}
          </Box>
        )}
        {explanation.isError && <Alert severity="error">{t('explain.loadError')}</Alert>}
        {explanation.data && <RatioBody explanation={explanation.data} />}
      </DialogContent>
    </Dialog>
  );
}

function RatioBody({ explanation }: { explanation: CustomerRatioExplanation }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const value = (key: string) => {
    const input = explanation.inputs.find((i) => i.key === key);
    if (!input) return '';
    return key.endsWith('_cents') ? money(input.value, locale) : count(input.value, locale);
  };
  const substitute = (pick: (key: string) => string) => explanation.expression.replace(/\{(\w+)\}/g, (_, key: string) => pick(key));
  const result = explanation.metric.endsWith('_cents') ? money(explanation.result, locale) : percent(explanation.result, locale);
  const monthName = new Intl.DateTimeFormat(languageTag(locale), { month: 'long', year: 'numeric' }).format(
    new Date(explanation.year, explanation.month - 1, 1),
  );
  const rows: [string, ReactNode, string?][] = [
    [t('explain.rule'), t(`explain.customerRatios.${explanation.metric}`)],
    [t('explain.formula'), substitute((key) => t(`explain.names.${key}`)), 'explain-formula'],
    [t('explain.withValues'), `${substitute(value)} = ${result}`, 'explain-substituted'],
    [t('explain.result'), `${result} — ${t(`explain.rounding.${explanation.rounding}`)}`, 'explain-result'],
    [t('explain.period'), monthName],
    [t('explain.locations'), list(explanation.locations.map((l) => l.name), locale)],
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, columnGap: 2, rowGap: 1, '& dd': { m: 0 } }}
    >
      {rows.map(([term, description, testId]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" data-testid={testId} sx={testId === 'explain-substituted' ? { fontFamily: 'monospace', fontWeight: 600 } : undefined}>
            {description}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
