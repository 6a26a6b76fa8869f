import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UseQueryResult } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from '@/components/DialogCloseButton';
import { list } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

interface ExplainFrameProps<T> {
  title: string;
  size: 'sm' | 'md';
  /** The explanation's answer: a loading line, an error, or `children` with its data. */
  query: UseQueryResult<T>;
  onClose: () => void;
  children: (data: T) => ReactNode;
}

/** The panel every explanation opens in: its title, close button, and loading and error states. */
export function ExplainFrame<T>({ title, size, query, onClose, children }: ExplainFrameProps<T>) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} maxWidth={size} fullWidth fullScreen={phone} scroll="paper" aria-labelledby="explain-title">
      <DialogTitle id="explain-title" sx={{ pr: 6 }}>
        {title}
        <DialogCloseButton label={t('explain.close')} onClick={onClose} />
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
            <CircularProgress size={20} aria-hidden />
            {t('explain.loading')}
          </Box>
        )}
        {query.isError && <Alert severity="error">{t('explain.loadError')}</Alert>}
        {query.data !== undefined && children(query.data)}
      </DialogContent>
    </Dialog>
  );
}

/** The two-column list of an explanation's terms (rule, formula, result, period…). */
export const TERMS_SX = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' },
  columnGap: 2,
  rowGap: 1,
  '& dd': { m: 0 },
} as const;

/** One term of the list: its name, then what it is. */
export function Term({ name, testId, mono, children }: { name: string; testId?: string; mono?: 'plain' | 'bold'; children: ReactNode }) {
  const sx = mono ? { fontFamily: 'monospace', fontWeight: mono === 'bold' ? 600 : undefined } : undefined;
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {name}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={sx}>
        {children}
      </Typography>
    </>
  );
}

interface RuleTermsProps {
  rule: string;
  /** The formula with the inputs' names. */
  formula: string;
  /** The formula with the inputs' values and its result; left out when the figure is worked otherwise. */
  withValues?: string;
}

/** The terms an explanation starts with: the rule in words, as a formula, and with its values. */
export function RuleTerms({ rule, formula, withValues }: RuleTermsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Term name={t('explain.rule')}>{rule}</Term>
      <Term name={t('explain.formula')} testId="explain-formula" mono="plain">
        {formula}
      </Term>
      {withValues !== undefined && (
        <Term name={t('explain.withValues')} testId="explain-substituted" mono="bold">
          {withValues}
        </Term>
      )}
    </>
  );
}

interface ResultTermsProps {
  /** The figure as shown. */
  result: string;
  value: number;
  rounding: 'cents' | 'none';
  /** The period, as words. */
  period: string;
  locations: readonly { name: string }[];
}

/** The terms an explanation ends with: the result and how it is rounded, the period, the locations. */
export function ResultTerms({ result, value, rounding, period, locations }: ResultTermsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // A count or a sum of cents is exact: "kept unrounded, shown with 2 decimals" would not describe it.
  const roundingText = t(rounding === 'none' && Number.isInteger(value) ? 'explain.rounding.whole' : `explain.rounding.${rounding}`);
  return (
    <>
      <Term name={t('explain.result')}>
        <strong data-testid="explain-result">{result}</strong> — {roundingText}
      </Term>
      <Term name={t('explain.period')}>{period}</Term>
      <Term name={t('explain.locations')}>
        {list(
          locations.map((l) => l.name),
          locale,
        )}
      </Term>
    </>
  );
}
