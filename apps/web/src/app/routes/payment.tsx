import Payment from '@mui/icons-material/Payment';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AccountCard } from '@/features/account/components/AccountCard';
import { meQueryOptions, useMe } from '@/features/auth/api/me';
import { canManageCard } from '@/features/payment/access';
import { CardForm } from '@/features/payment/components/CardForm';
import { CardOnFile } from '@/features/payment/components/CardOnFile';
import { notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/pageTitle';
import { paths } from '../paths';

/** /payment (1-foundation §2): the card on file and the form that replaces it. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle(t('payment.pageTitle'));
  const { data: user } = useMe();
  if (!user) return null;

  const onSaved = async () => {
    notifySuccess(t('payment.saved'));
    // Saving a card makes the account Active: the portal reads the user again before going on.
    await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).catch(() => null);
    navigate(paths.dashboard, { replace: true });
  };

  return (
    <AccountCard icon={<Payment aria-hidden />} titleId="payment-title" title={t('payment.title')}>
      <Stack spacing={3}>
        <CardOnFile partnerId={user.partnerId} />
        {canManageCard(user) ? (
          <CardForm partnerId={user.partnerId} paymentProcessingPublicKey={user.paymentProcessingPublicKey} onSaved={() => void onSaved()} />
        ) : (
          <Alert severity="info">{t('payment.ownerOnly')}</Alert>
        )}
        <Link component={RouterLink} to={paths.dashboard} variant="body2" sx={{ alignSelf: 'center' }}>
          {t('payment.backToDashboard')}
        </Link>
      </Stack>
    </AccountCard>
  );
}
