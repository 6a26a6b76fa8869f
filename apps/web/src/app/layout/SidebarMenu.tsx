import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { ENTRY_SX, ENTRY_TEXT_SX, SUBHEADER_SX } from './subheader';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { visuallyHidden } from '@/components/visuallyHidden';
import type { MenuItem, MenuSection } from './menu';
import { MENU_ICONS } from './menuIcons';

function MenuEntry({ item, unreadCoachComments }: { item: MenuItem; unreadCoachComments: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const Icon = MENU_ICONS[item.id];
  const current = pathname === item.path || pathname.startsWith(`${item.path}/`);
  const unread = item.unreadBadge ? unreadCoachComments : 0;
  return (
    <li>
      <ListItemButton component={NavLink} to={item.path} selected={current} disabled={item.disabled} sx={ENTRY_SX}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t(item.label)} sx={ENTRY_TEXT_SX} />
        {unread > 0 && (
          <>
            <Badge badgeContent={unread} color="secondary" max={99} aria-hidden sx={{ mr: 1.5 }} />
            <Box component="span" sx={visuallyHidden}>
              {t('menu.unreadCoachComments', { count: unread })}
            </Box>
          </>
        )}
      </ListItemButton>
    </li>
  );
}

export function SidebarMenu({
  sections,
  unreadCoachComments,
}: {
  sections: MenuSection[];
  unreadCoachComments: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      {sections.map((section) => (
        <List
          key={section.id}
          dense
          aria-labelledby={`menu-section-${section.id}`}
          subheader={
            <ListSubheader id={`menu-section-${section.id}`} sx={SUBHEADER_SX}>
              {t(section.label)}
            </ListSubheader>
          }
        >
          {section.items.map((item) => (
            <MenuEntry key={item.id} item={item} unreadCoachComments={unreadCoachComments} />
          ))}
        </List>
      ))}
    </>
  );
}
