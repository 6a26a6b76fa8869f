import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { ExplainTarget } from '@/api/explain';
import { DialogCloseButton } from '@/components/DialogCloseButton';
import { ExplainCustomers } from '@/components/explain/ExplainCustomers';

interface SourceCustomersDialogProps {
  target: ExplainTarget;
  title: string;
  /** The count shown, which the list's length matches. */
  total: number;
  onClose: () => void;
}

/** The new customers behind one source's count of a month: who they are and when they first came. */
export function SourceCustomersDialog({ target, title, total, onClose }: SourceCustomersDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={phone} scroll="paper" aria-labelledby="source-customers-title">
      <DialogTitle id="source-customers-title" sx={{ pr: 6 }}>
        {title}
        <DialogCloseButton label={t('explain.close')} onClick={onClose} />
      </DialogTitle>
      <DialogContent dividers>
        <ExplainCustomers target={target} locations={[]} total={total} />
      </DialogContent>
    </Dialog>
  );
}
