import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import Settings from '@mui/icons-material/Settings';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@rlo/contract';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { paths, settingsPath } from '../paths';

const AVATAR_SX = {
  width: 32,
  height: 32,
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
  fontSize: 14,
};

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function UserMenu({ user, compact }: { user: SessionUser; compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logoutMutation = useLogout();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const onboarded = user.OnboardingStage === 'FINISH';
  const triggerProps = {
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    'aria-haspopup': 'true' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
  };

  const openSettings = () => {
    setAnchor(null);
    void navigate(settingsPath('account'));
  };
  const signOut = () => {
    setAnchor(null);
    logoutMutation.mutate(undefined, { onSettled: () => void navigate(paths.login) });
  };

  return (
    <>
      {compact ? (
        <IconButton
          {...triggerProps}
          aria-label={t('header.accountMenu', { name: user.name })}
          sx={{ p: 0.5 }}
        >
          <Avatar sx={AVATAR_SX}>
            <Person aria-hidden />
          </Avatar>
        </IconButton>
      ) : (
        // The visible name is the accessible name (WCAG 2.5.3); initials would not be.
        <Button {...triggerProps} color="inherit" sx={{ gap: 1, pl: 0.5 }}>
          <Avatar aria-hidden sx={AVATAR_SX}>
            {initials(user.name)}
          </Avatar>
          {user.name}
        </Button>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box role="none" sx={{ px: 2, pt: 1, pb: 1.5, minWidth: 220 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={openSettings} disabled={!onboarded}>
          <ListItemIcon>
            <Settings fontSize="small" />
          </ListItemIcon>
          {t('header.settings')}
        </MenuItem>
        <MenuItem onClick={signOut} disabled={logoutMutation.isPending}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('header.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
