import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoginCard } from '@/features/auth/components/LoginCard';
import { usePageTitle } from '@/lib/pageTitle';
import { paths } from '../paths';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('login.pageTitle'));
  return <LoginCard onSignedIn={() => navigate(paths.dashboard, { replace: true })} />;
}
