import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLocations } from '../api/locations';
import { SyncIndicator } from './SyncIndicator';

/** One sync light per active location; nothing while loading or when the list failed (a toast said so). */
export function SyncIndicators() {
  const { t } = useTranslation();
  const { data, dataUpdatedAt } = useLocations();
  const locations = data?.items.filter((location) => !location.isDisable) ?? [];
  if (locations.length === 0) return null;
  const now = new Date(dataUpdatedAt);
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={0.75}
      aria-label={t('sync.label')}
      sx={{ listStyle: 'none', m: 0, p: 0, alignItems: 'center', flexWrap: 'wrap' }}
    >
      {locations.map((location) => (
        <Box component="li" key={location.id} sx={{ display: 'flex' }}>
          <SyncIndicator location={location} now={now} />
        </Box>
      ))}
    </Stack>
  );
}
