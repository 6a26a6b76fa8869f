import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from '@/components/DialogCloseButton';

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
