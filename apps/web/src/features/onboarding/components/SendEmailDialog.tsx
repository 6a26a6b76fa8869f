import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { ONBOARDING_MAIL_BOUNDS } from '@rlo/contract';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { useSendOnboardingMail } from '../api/sendOnboardingMail';
import { sendEmailFormSchema, type SendEmailFormValues } from './sendEmailSchema';
import { BusyButton } from '@/components/BusyButton';

interface SendEmailDialogProps {
  open: boolean;
  onClose: () => void;
  /** Filled in from the signed-in user; both can be changed. */
  defaults: { name: string; email: string };
}

/** The send-email dialog of 1-foundation §2: for a shop whose management system is not listed. */
export function SendEmailDialog({ open, onClose, defaults }: SendEmailDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="send-email-title" maxWidth="sm" fullWidth>
      {/* Unmounted once closed: each opening starts from the defaults. */}
      <SendEmailForm onClose={onClose} defaults={defaults} />
    </Dialog>
  );
}

function SendEmailForm({ onClose, defaults }: Omit<SendEmailDialogProps, 'open'>) {
  const { t } = useTranslation();
  const send = useSendOnboardingMail();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SendEmailFormValues>({
    resolver: zodResolver(sendEmailFormSchema),
    mode: 'onTouched',
    defaultValues: { ...defaults, phone: '', managementSystemName: '', message: '' },
  });

  const onSubmit = handleSubmit((mail) =>
    send.mutate(mail, {
      onSuccess: () => {
        notifySuccess(t('onboarding.mail.sent'));
        onClose();
      },
      onError: () => toast(t('onboarding.mail.failed'), { variant: 'error' }),
    }),
  );
  const field = (name: FieldPath<SendEmailFormValues>, required = true) => {
    const message = errors[name]?.message;
    return {
      ...register(name),
      label: t(`onboarding.mail.fields.${name}`),
      required,
      fullWidth: true,
      error: Boolean(message),
      helperText: message ? t(message, { ...ONBOARDING_MAIL_BOUNDS }) : undefined,
    };
  };
  const processing = send.isPending;

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogTitle id="send-email-title">{t('onboarding.mail.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2.5 }}>{t('onboarding.mail.intro')}</DialogContentText>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('name')} autoComplete="name" autoFocus />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('phone')} type="tel" autoComplete="tel" />
          </Grid>
          <Grid size={12}>
            <TextField {...field('email')} type="email" autoComplete="email" />
          </Grid>
          <Grid size={12}>
            <TextField {...field('managementSystemName')} placeholder={t('onboarding.mail.systemPlaceholder')} />
          </Grid>
          <Grid size={12}>
            <TextField {...field('message', false)} multiline minRows={3} />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('onboarding.mail.cancel')}</Button>
        <BusyButton type="submit" busy={processing}>
          {t('onboarding.mail.send')}
        </BusyButton>
      </DialogActions>
    </form>
  );
}
