import Box from '@mui/material/Box';
import { yellow } from '@mui/material/colors';
import { useTranslation } from 'react-i18next';
import type { Location } from '@rlo/contract';
import { Tooltip } from '@/components/Tooltip';
import { syncState, type SyncState } from '../utils/syncState';

const COLOURS: Record<SyncState, string> = {
  green: 'success.main',
  yellow: yellow[600],
  red: 'error.main',
  grey: 'grey.400',
};

export function SyncIndicator({ location, now }: { location: Location; now: Date }) {
  const { t } = useTranslation();
  const state = syncState(location, now);
  const text = t(`sync.${state}`, { name: location.name });
  return (
    <Tooltip title={text} arrow>
      <Box
        component="span"
        role="img"
        aria-label={text}
        tabIndex={0}
        data-sync-state={state}
        sx={{
          display: 'inline-block',
          width: 14,
          height: 14,
          borderRadius: '50%',
          bgcolor: COLOURS[state],
          border: '2px solid',
          borderColor: 'common.white',
          flexShrink: 0,
        }}
      />
    </Tooltip>
  );
}
