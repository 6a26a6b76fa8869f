import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SIGNUP_BOUNDS } from '@rlo/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { useForgotPassword } from '../api/forgotPassword';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from './forgotPasswordSchema';
import { BusyButton } from '@/components/BusyButton';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** "Forgot password?" on the login screen: sends the reset e-mail (1-foundation §2, §8). */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="forgot-title" maxWidth="xs" fullWidth>
      {/* The dialog unmounts its content once closed: each opening starts with an empty form. */}
      <ForgotPasswordForm onClose={onClose} />
    </Dialog>
  );
}

function ForgotPasswordForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('forgot.sent'));
        onClose();
      },
      onError: () => toast(t('forgot.failed'), { variant: 'error' }),
    }),
  );
  const processing = forgot.isPending;

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogTitle id="forgot-title">{t('forgot.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('forgot.message')}</DialogContentText>
        <TextField
          {...register('email')}
          label={t('forgot.email')}
          type="email"
          autoComplete="username"
          required
          fullWidth
          autoFocus
          error={Boolean(errors.email)}
          // Always a line (a space when empty), so that an error does not move the buttons under the pointer.
          helperText={errors.email?.message ? t(errors.email.message, { ...SIGNUP_BOUNDS }) : ' '}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('forgot.cancel')}</Button>
        <BusyButton type="submit" busy={processing}>
          {t('forgot.submit')}
        </BusyButton>
      </DialogActions>
    </form>
  );
}
