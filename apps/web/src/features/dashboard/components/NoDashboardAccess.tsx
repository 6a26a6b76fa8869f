import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DashboardAccess } from '../utils/access';

export interface DashboardLinks {
  /** Where subscriptions of a location are changed. */
  locations: string;
  /** Where a disabled subscription is paid again. */
  billing: string;
}

type Reason = Exclude<DashboardAccess, 'allowed'> | 'noLocation';

/** Why there is no dashboard, and what to do about it: never an empty page. */
export function NoDashboardAccess({ reason, links }: { reason: Reason; links: DashboardLinks }) {
  const { t } = useTranslation();
  const target = reason === 'subscriptionDisabled' ? links.billing : links.locations;
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }} data-testid="dashboard-unavailable">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h6" component="h2">
          {t(`dashboard.access.${reason}.title`)}
        </Typography>
        <Typography>{t(`dashboard.access.${reason}.message`)}</Typography>
        <Button component={RouterLink} to={target} variant="contained">
          {t(`dashboard.access.${reason}.action`)}
        </Button>
      </Stack>
    </Paper>
  );
}
