import type { SessionUser } from '@rlo/contract';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useTranslation } from 'react-i18next';
import { useSignUp } from '../api/signUp';
import { FullScreenDialogBar } from './FullScreenDialogBar';
import { SignUpForm, SIGN_UP_FORM_ID } from './SignUpForm';
import { BusyButton } from '@/components/BusyButton';

interface SignUpDialogProps {
  open: boolean;
  onClose: () => void;
  /** 201: the server has signed the new owner in. */
  onSignedUp: (user: SessionUser) => void;
}

/** The member sign-up dialog (1-foundation §2), full screen. */
export function SignUpDialog({ open, onClose, onSignedUp }: SignUpDialogProps) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const processing = signUp.isPending;
  // While the account is being created the answer must reach the page: no way out until then.
  const close = processing ? () => undefined : onClose;
  return (
    <Dialog fullScreen open={open} onClose={close} aria-labelledby="signup-title">
      <FullScreenDialogBar
        titleId="signup-title"
        title={t('signup.title')}
        closeLabel={t('signup.close')}
        onClose={close}
      />
      <DialogContent>
        <Container maxWidth="md" sx={{ py: { xs: 1, sm: 3 } }}>
          {/* Unmounted with the closed dialog: each opening starts with an empty form. */}
          <SignUpForm mutation={signUp} onSignedUp={onSignedUp} />
        </Container>
      </DialogContent>
      <DialogActions sx={{ borderTop: 1, borderColor: 'divider', px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={processing}>
          {t('signup.cancel')}
        </Button>
        <BusyButton type="submit" form={SIGN_UP_FORM_ID} busy={processing}>
          {t('signup.submit')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
