import Event from '@mui/icons-material/Event';
import OpenInNew from '@mui/icons-material/OpenInNew';
import School from '@mui/icons-material/School';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { ENTRY_SX, ENTRY_TEXT_SX, SUBHEADER_SX } from './subheader';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/features/auth/api/config';
import { visuallyHidden } from '@/components/visuallyHidden';

const LINKS = [
  { key: 'courses', label: 'menu.courses', Icon: School },
  { key: 'upcomingEvents', label: 'menu.upcomingEvents', Icon: Event },
  { key: 'supportRequest', label: 'menu.supportRequest', Icon: SupportAgent },
] as const;

/** Courses, Upcoming Events and Support Request: external pages, in a new tab. Hidden if /config failed. */
export function ExternalLinks() {
  const { t } = useTranslation();
  const { data } = useConfig();
  const headingId = useId();
  if (!data) return null;
  return (
    <List
      dense
      aria-labelledby={headingId}
      subheader={
        <ListSubheader id={headingId} sx={SUBHEADER_SX}>
          {t('menu.sections.resources')}
        </ListSubheader>
      }
    >
      {LINKS.map(({ key, label, Icon }) => (
        <li key={key}>
          <ListItemButton
            component="a"
            href={data.externalLinks[key]}
            target="_blank"
            rel="noopener noreferrer"
            sx={ENTRY_SX}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(label)} sx={ENTRY_TEXT_SX} />
            <OpenInNew fontSize="inherit" aria-hidden sx={{ color: 'text.secondary' }} />
            <Box component="span" sx={visuallyHidden}>
              {t('common.opensInNewTab')}
            </Box>
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
