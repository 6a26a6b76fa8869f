import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordCard } from '@/features/account/components/ResetPasswordCard';
import { meQueryKey } from '@/features/auth/api/me';
import { usePageTitle } from '@/lib/pageTitle';
import { recordSessionExpiry } from '@/lib/session';
import { paths } from '../paths';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  usePageTitle(t('reset.pageTitle'));

  // The guard lets this page show only with a token.
  const token = searchParams.get('token') ?? '';
  const onReset = () => {
    // The server has ended every session of the user, this browser's included.
    recordSessionExpiry(null);
    queryClient.removeQueries();
    queryClient.setQueryData(meQueryKey, null);
    void navigate(paths.login, { replace: true });
  };
  return <ResetPasswordCard token={token} loginPath={paths.login} onReset={onReset} />;
}
