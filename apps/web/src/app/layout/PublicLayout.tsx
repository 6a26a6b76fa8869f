import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SkipLink } from '@/components/SkipLink';
import { useMe } from '@/features/auth/api/me';
import { AppHeader } from './AppHeader';
import { useMobileLayout } from './useMobileLayout';

const MAIN_ID = 'main-content';

/** The shell of signed-out visitors: the header with sign-up, and the page centred below it. */
export function PublicLayout() {
  const { t } = useTranslation();
  const compact = useMobileLayout();
  // A signed-in user is here only on /verify or a reset link: signing up makes no sense then.
  const { data: user } = useMe();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink targetId={MAIN_ID} label={t('common.skipToContent')} />
      <AppHeader user={null} compact={compact} signUpButton={!user} />
      <Toolbar />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'center',
          px: 2,
          py: { xs: 3, sm: 6 },
          background: (theme) =>
            `radial-gradient(ellipse at top, ${theme.palette.primary.light}22, transparent 60%), ${theme.palette.background.default}`,
          outline: 'none',
        }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
