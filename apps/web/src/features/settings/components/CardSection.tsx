import CreditCard from '@mui/icons-material/CreditCard';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Account } from '@rlo/contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRemoveCard } from '../api/account';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { DialogCloseButton } from '@/components/DialogCloseButton';

export interface CardFormSlot {
  /** Called once the new card is saved. */
  onSaved: () => void;
  /** A declined card (473) closes the dialog (1-foundation §8). */
  onDeclined: () => void;
}

interface CardSectionProps {
  account: Account;
  canEdit: boolean;
  /** The payment feature's card form, composed by the route (features do not import each other). */
  renderCardForm: (slot: CardFormSlot) => ReactNode;
  onCardChanged: () => void;
}

/** Card brand and last four, with "change card" (the payment-info dialog) and "remove card" (confirmed). */
export function CardSection({ account, canEdit, renderCardForm, onCardChanged }: CardSectionProps) {
  const { t } = useTranslation();
  const dialogTitleId = useId();
  const remove = useRemoveCard(account.id);
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState(false);
  const hasCard = Boolean(account.cardLast4);

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess(t('settings.account.card.removed'));
        onCardChanged();
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(error);
      },
    });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CreditCard color="action" aria-hidden />
        <Typography data-testid="card-on-file">
          {hasCard ? t('settings.account.card.onFile', { cardType: account.cardType ?? '', last4: account.cardLast4 }) : t('settings.account.card.none')}
        </Typography>
      </Stack>
      {canEdit && (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setChanging(true)}>
            {hasCard ? t('settings.account.card.change') : t('settings.account.card.add')}
          </Button>
          {hasCard && (
            <Button color="error" onClick={() => setConfirming(true)}>
              {t('settings.account.card.remove')}
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('settings.account.card.removeTitle')}
        text={t('settings.account.card.removeText', { cardType: account.cardType ?? '', last4: account.cardLast4 ?? '' })}
        confirmLabel={t('settings.account.card.remove')}
        busy={remove.isPending}
        onConfirm={onRemove}
        onClose={() => setConfirming(false)}
      />
      <Dialog open={changing} onClose={() => setChanging(false)} aria-labelledby={dialogTitleId} fullWidth maxWidth="sm">
        <DialogTitle id={dialogTitleId} sx={{ pr: 6 }}>
          {t('settings.account.card.dialogTitle')}
        </DialogTitle>
        <DialogCloseButton label={t('settings.account.card.close')} onClick={() => setChanging(false)} />
        <DialogContent>
          {changing &&
            renderCardForm({
              onSaved: () => {
                setChanging(false);
                onCardChanged();
              },
              onDeclined: () => setChanging(false),
            })}
        </DialogContent>
        <DialogActions>
          {/* Leaves the card on file as it was. */}
          <Button onClick={() => setChanging(false)}>{t('settings.account.card.cancel')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
