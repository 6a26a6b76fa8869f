import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ForgotPasswordDialog } from '@/features/account/components/ForgotPasswordDialog';
import { SignUpDialog } from '@/features/account/components/SignUpDialog';
import { meQueryKey } from '@/features/auth/api/me';
import { LoginCard } from '@/features/auth/components/LoginCard';
import { usePageTitle } from '@/lib/pageTitle';
import { recordSignedOut } from '@/lib/session';
import { returnPath } from '../guards';
import { paths } from '../paths';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  // The dialogs live in the URL: ?user=signup (also the header's Sign up) and ?forgot=1.
  const signUpOpen = searchParams.get('user') === 'signup';
  const forgotOpen = searchParams.has('forgot');
  usePageTitle(signUpOpen ? t('signup.title') : t('login.pageTitle'));

  const closeDialog = (param: 'user' | 'forgot') =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <LoginCard onSignedIn={() => navigate(returnPath(searchParams.get('next')) ?? paths.dashboard, { replace: true })} />
      <SignUpDialog
        open={signUpOpen}
        onClose={() => closeDialog('user')}
        onSignedUp={(user) => {
          recordSignedOut(null);
          queryClient.setQueryData(meQueryKey, user);
          void navigate(paths.verify, { replace: true });
        }}
      />
      <ForgotPasswordDialog open={forgotOpen} onClose={() => closeDialog('forgot')} />
    </>
  );
}
