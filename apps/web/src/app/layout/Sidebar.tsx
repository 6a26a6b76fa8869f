import Lock from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SyncIndicators } from '@/features/locations/components/SyncIndicators';
import { ExternalLinks } from './ExternalLinks';
import type { MenuSection } from './menu';
import { SidebarMenu } from './SidebarMenu';

export const SIDEBAR_WIDTH = 264;

interface SidebarProps {
  sections: MenuSection[];
  /** Unread coach comments; 0 hides the badge. */
  unreadCoachComments: number;
  /** Below the mobile width the menu is a drawer the header's menu button opens (the side-nav lock). */
  temporary: boolean;
  open: boolean;
  onClose: () => void;
}

export function Sidebar({ sections, unreadCoachComments, temporary, open, onClose }: SidebarProps) {
  const { t } = useTranslation();
  const locked = sections.some((section) => section.items.some((item) => item.disabled));
  const main = sections.filter((section) => section.id !== 'help');
  const help = sections.filter((section) => section.id === 'help');
  return (
    <Box sx={{ width: temporary ? 0 : SIDEBAR_WIDTH, flexShrink: 0 }}>
      <Drawer
        variant={temporary ? 'temporary' : 'permanent'}
        open={temporary ? open : true}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box', overflow: 'hidden' } }}
      >
        <Toolbar />
        {temporary && (
          // The header has no room for the sync lights on a phone: they move here.
          <Box sx={{ px: 2, pt: 2 }}>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              {t('sync.label')}
            </Typography>
            <SyncIndicators />
          </Box>
        )}
        {/*
          Inside the drawer, so the landmark holds the links also when the drawer is a modal. The
          menu scrolls on its own and the help links stay pinned at the bottom of the drawer, so
          they are in view on any screen height without scrolling the page (issue 31).
        */}
        <Box
          component="nav"
          aria-label={t('nav.label')}
          onClick={temporary ? onClose : undefined}
          sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
        >
          <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
            {locked && (
              <Alert severity="info" icon={<Lock fontSize="inherit" />} sx={{ m: 1.5, mb: 0 }}>
                {t('menu.lockedUntilOnboarding')}
              </Alert>
            )}
            <SidebarMenu sections={main} unreadCoachComments={unreadCoachComments} />
          </Box>
          <Box data-testid="sidebar-help" sx={{ flexShrink: 0, borderTop: 1, borderColor: 'divider', pb: 0.5 }}>
            <SidebarMenu sections={help} unreadCoachComments={unreadCoachComments} />
            <ExternalLinks />
          </Box>
        </Box>
      </Drawer>
    </Box>
  );
}
