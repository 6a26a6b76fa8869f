import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { meQueryKey, meQueryOptions, useMe } from '@/features/auth/api/me';
import { OnboardingPage } from '@/features/onboarding/components/OnboardingPage';
import { CardForm } from '@/features/payment/components/CardForm';
import { notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/pageTitle';
import { paths } from '../paths';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle(t('onboarding.pageTitle'));
  // The guard lets only a signed-in user in onboarding reach this page.
  const { data: user } = useMe();
  if (!user) return null;

  const onCardSaved = async () => {
    notifySuccess(t('onboarding.card.saved'));
    // FINISH is the server's now: the guard reads the user again before it lets the dashboard open.
    await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).catch(() => null);
    navigate(paths.dashboard, { replace: true });
  };

  return (
    <OnboardingPage
      user={user}
      onUserChanged={(next) => queryClient.setQueryData(meQueryKey, next)}
      cardStep={
        <CardForm
          partnerId={user.partnerId}
          paymentProcessingPublicKey={user.paymentProcessingPublicKey}
          submitLabel={t('onboarding.card.submit')}
          onSaved={() => void onCardSaved()}
        />
      }
    />
  );
}
