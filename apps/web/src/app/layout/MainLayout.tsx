import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import type { SessionUser } from '@rlo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SkipLink } from '@/components/SkipLink';
import { IdleSessionDialog } from '@/features/account/components/IdleSessionDialog';
import { useMe } from '@/features/auth/api/me';
import { useUnreadCoachComments } from '@/features/coaching/hooks/useUnreadCoachComments';
import { useSignOut } from '../signOut';
import { AppHeader } from './AppHeader';
import { buildMenu } from './menu';
import { PublicLayout } from './PublicLayout';
import { Sidebar } from './Sidebar';
import { useMobileLayout } from './useMobileLayout';

const MAIN_ID = 'main-content';

/** The badge counts the comments of the location the menu follows, when it has rlo_daily_email. */
function badgeLocation(user: SessionUser): number | null {
  const id = user.defaultLocation;
  const subscriptions = user.subscriptions.find((entry) => entry.id === id)?.subscriptions ?? [];
  return id !== null && subscriptions.includes('rlo_daily_email') ? id : null;
}

function SignedInLayout({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const mobile = useMobileLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const signOut = useSignOut();
  // Until a location selector exists, the menu follows the default location.
  const sections = buildMenu(user, null);
  const unread = useUnreadCoachComments(user.partnerId, badgeLocation(user));
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink targetId={MAIN_ID} label={t('common.skipToContent')} />
      <AppHeader
        user={user}
        compact={mobile}
        onOpenNavigation={mobile ? () => setDrawerOpen(true) : undefined}
      />
      <Sidebar
        sections={sections}
        unreadCoachComments={unread}
        temporary={mobile}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
      />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, bgcolor: 'background.default', outline: 'none' }}
      >
        <Toolbar />
        <Outlet />
      </Box>
      <IdleSessionDialog onExpired={signOut} />
    </Box>
  );
}

/** The layout of the portal's pages. Without a session it can only be a page that e-mail links reach. */
export function MainLayout() {
  const { data: user } = useMe();
  return user ? <SignedInLayout user={user} /> : <PublicLayout />;
}
