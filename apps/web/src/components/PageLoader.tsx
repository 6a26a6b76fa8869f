import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Shown while a page loads; it may be the translations that are loading, hence no suspense here. */
export function PageLoader() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label={ready ? t('common.loading') : 'Loading'} />
    </Box>
  );
}
