import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { meQueryKey } from '@/features/auth/api/me';
import { LoginCard } from '@/features/auth/components/LoginCard';
import { usePageTitle } from '@/lib/pageTitle';
import { recordSignedOut } from '@/lib/session';
import { returnPath } from '../guards';
import { paths } from '../paths';

// The sign-up and forgot-password dialogs (their forms, a form library and their fields) load when
// first opened: the sign-in page is the first a person loads, before the dashboard's first figure.
const SignUpDialog = lazy(async () => ({ default: (await import('@/features/account/components/SignUpDialog')).SignUpDialog }));
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('@/features/account/components/ForgotPasswordDialog')).ForgotPasswordDialog,
}));

/** False until `open` is first true, then true: a dialog stays mounted once loaded, so it can animate closed. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  // The dialogs live in the URL: ?user=signup (also the header's Sign up) and ?forgot=1.
  const signUpOpen = searchParams.get('user') === 'signup';
  const forgotOpen = searchParams.has('forgot');
  usePageTitle(signUpOpen ? t('signup.title') : t('login.pageTitle'));
  const signUpWanted = useOpenedOnce(signUpOpen);
  const forgotWanted = useOpenedOnce(forgotOpen);

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
      <Suspense fallback={null}>
        {signUpWanted && (
          <SignUpDialog
            open={signUpOpen}
            onClose={() => closeDialog('user')}
            onSignedUp={(user) => {
              recordSignedOut(null);
              queryClient.setQueryData(meQueryKey, user);
              void navigate(paths.verify, { replace: true });
            }}
          />
        )}
        {forgotWanted && <ForgotPasswordDialog open={forgotOpen} onClose={() => closeDialog('forgot')} />}
      </Suspense>
    </>
  );
}
