import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { UserGuideSummary } from '@rlo/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface GuideListProps {
  heading: string;
  guides: UserGuideSummary[];
  onOpen: (guide: UserGuideSummary) => void;
}

/** One titled list of guides; each line opens its guide (a button: Enter and Space work). */
export function GuideList({ heading, guides, onOpen }: GuideListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (guides.length === 0) return null;
  return (
    <List
      dense
      aria-labelledby={headingId}
      subheader={
        <ListSubheader id={headingId} disableSticky sx={{ fontWeight: 600, lineHeight: '36px' }}>
          {heading}
        </ListSubheader>
      }
    >
      {guides.map((guide) => (
        <li key={`${guide.section}:${guide.key}`}>
          <ListItemButton onClick={() => onOpen(guide)} aria-haspopup="dialog" sx={{ borderRadius: 1, alignItems: 'flex-start' }}>
            <ListItemText
              primary={guide.title}
              secondary={guide.comingSoon ? null : guide.summary}
              slotProps={{ primary: { fontWeight: 500 }, secondary: { sx: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } } }}
            />
            {guide.comingSoon && <Chip size="small" label={t('guides.userGuide.comingSoonChip')} sx={{ ml: 1, mt: 0.5 }} />}
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
