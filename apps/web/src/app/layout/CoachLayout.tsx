import Logout from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { SkipLink } from '@/components/SkipLink';
import { IdleSessionDialog } from '@/features/account/components/IdleSessionDialog';
import { useMe } from '@/features/auth/api/me';
import { paths } from '../paths';
import { useSignOut } from '../signOut';
import { LanguageMenu } from './LanguageMenu';
import { useMobileLayout } from './useMobileLayout';

const MAIN_ID = 'main-content';

/**
 * The coach's layout: no sidebar, sync lights or settings — those read the shop's own calls, which
 * a coach may not make (api.md: provider staff act through /agent/… only).
 */
export function CoachLayout() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const compact = useMobileLayout();
  const signOut = useSignOut();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink targetId={MAIN_ID} label={t('common.skipToContent')} />
      <AppBar position="fixed">
        <Toolbar sx={{ gap: 1 }}>
          <Link component={RouterLink} to={paths.agentClientLocations} color="inherit" underline="none" variant="h6" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {t('product.name')}
          </Link>
          <Typography sx={{ flexGrow: 1, opacity: 0.85, display: compact ? 'none' : 'block' }}>{t('coaching.agent.area')}</Typography>
          <LanguageMenu compact={compact} />
          {user && !compact && <Typography variant="body2">{user.name}</Typography>}
          <Button color="inherit" startIcon={<Logout />} onClick={signOut}>
            {t('coaching.agent.signOut')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1280, mx: 'auto', outline: 'none' }}>
        <Toolbar />
        <Outlet />
      </Box>
      <IdleSessionDialog onExpired={signOut} />
    </Box>
  );
}
