import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import type { SessionUser } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AlertsBell } from '@/features/alerts/components/AlertsBell';
import { SyncIndicators } from '@/features/locations/components/SyncIndicators';
import { PageGuideButton } from '@/features/guides/components/PageGuideButton';
import { paths, signUpPath } from '../paths';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu } from './UserMenu';

interface AppHeaderProps {
  user: SessionUser | null;
  compact: boolean;
  /** Given when the sidebar is a temporary drawer: the header then shows the menu button. */
  onOpenNavigation?: () => void;
  /** false on pages a signed-in user sees without the portal's menus (/verify): no Sign up there. */
  signUpButton?: boolean;
}

export function AppHeader({ user, compact, onOpenNavigation, signUpButton = true }: AppHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        {onOpenNavigation && (
          <IconButton
            color="inherit"
            edge="start"
            onClick={onOpenNavigation}
            aria-label={t('header.openNavigation')}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to={user ? paths.dashboard : paths.login}
          color="inherit"
          underline="none"
          variant="h6"
          sx={{ fontWeight: 700, letterSpacing: 0.3, whiteSpace: 'nowrap' }}
        >
          {t('product.name')}
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {user && !compact && <SyncIndicators />}
          {user && user.OnboardingStage === 'FINISH' && <AlertsBell partnerId={user.partnerId} to={paths.alerts} />}
          {user && <PageGuideButton />}
          <LanguageMenu compact={compact} />
          {user ? (
            <UserMenu user={user} compact={compact} />
          ) : (
            signUpButton && (
              <Button variant="contained" color="secondary" onClick={() => void navigate(signUpPath)}>
                {t('header.signUp')}
              </Button>
            )
          )}
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
