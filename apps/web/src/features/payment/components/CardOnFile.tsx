import CreditCard from '@mui/icons-material/CreditCard';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { twoDigits } from '@/lib/dates';
import { usePaymentInfo } from '../api/paymentInfo';

/** "Visa •••• 4242, expires 12/2034", or that there is no card yet. */
export function CardOnFile({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation();
  const info = usePaymentInfo(partnerId);
  if (info.isPending) return <Skeleton variant="text" width={240} />;
  // A failure has been toasted by the app; the form below still works.
  if (info.isError) return null;
  const { cardType, cardLast4, expMonth, expYear } = info.data;
  const expiry = expMonth && expYear ? `${twoDigits(expMonth)}/${expYear}` : null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <CreditCard color="action" aria-hidden />
      <Typography>
        {cardLast4
          ? expiry
            ? t('payment.onFile', { cardType, last4: cardLast4, expiry })
            : t('payment.onFileNoExpiry', { cardType, last4: cardLast4 })
          : t('payment.noCard')}
      </Typography>
    </Stack>
  );
}
