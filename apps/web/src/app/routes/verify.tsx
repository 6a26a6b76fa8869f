import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { VerifyCard } from '@/features/account/components/VerifyCard';
import { meQueryOptions, useMe } from '@/features/auth/api/me';
import { notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/pageTitle';
import { paths } from '../paths';
import { useSignOut } from '../signOut';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const [searchParams] = useSearchParams();
  const { data: user } = useMe();
  usePageTitle(t('verify.pageTitle'));

  const onVerified = useCallback(() => {
    notifySuccess(t('verify.verified'));
    // The link may have been opened without a session, or in another user's: ask who is signed in,
    // then the guard goes on from there: onboarding, the dashboard, or the login screen.
    void queryClient
      .fetchQuery({ ...meQueryOptions(), staleTime: 0 })
      .catch(() => null)
      .then(() => navigate(paths.dashboard, { replace: true }));
  }, [navigate, queryClient, t]);

  return (
    <VerifyCard
      token={searchParams.get('token')}
      email={user?.email ?? null}
      loginPath={paths.login}
      onVerified={onVerified}
      onSignOut={signOut}
    />
  );
}
