import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/Tooltip';
import type { DashboardLocation } from '../../utils/locations';
import { useDashboard } from '../DashboardContext';
import { CommentLink } from './CommentLink';

const TooltipsDialog = lazy(async () => ({ default: (await import('./TooltipsDialog')).TooltipsDialog }));
const ForecastGoalsDialog = lazy(async () => ({ default: (await import('./ForecastGoalsDialog')).ForecastGoalsDialog }));

/**
 * The dashboard's coaching tools: Edit tooltips and Edit forecast goals, for a shop owner or an
 * Admin (forecast goals need one location), and the dialog an e-mail comment link opens.
 */
export function CoachingTools({ location }: { location: DashboardLocation | null }) {
  const { t } = useTranslation();
  const { partnerId, canManage = false, locationIds = [] } = useDashboard();
  const [open, setOpen] = useState<'tooltips' | 'forecast' | null>(null);
  const close = () => setOpen(null);
  const tooltipLocation = location?.id ?? locationIds[0];
  return (
    <Stack direction="row" spacing={1}>
      {canManage && (
        <>
          <Button variant="outlined" size="small" startIcon={<InfoOutlinedIcon />} onClick={() => setOpen('tooltips')}>
            {t('dashboard.tooltips.edit')}
          </Button>
          <Tooltip title={location ? '' : t('dashboard.actions.singleLocation')}>
            <span>
              <Button variant="outlined" size="small" startIcon={<FlagOutlinedIcon />} disabled={!location} onClick={() => setOpen('forecast')}>
                {t('dashboard.forecastGoals.edit')}
              </Button>
            </span>
          </Tooltip>
        </>
      )}
      <Suspense>
        {open === 'tooltips' && tooltipLocation !== undefined && (
          <TooltipsDialog partnerId={partnerId} locationId={tooltipLocation} onClose={close} />
        )}
        {open === 'forecast' && location && (
          <ForecastGoalsDialog partnerId={partnerId} locationId={location.id} locationName={location.name} onClose={close} />
        )}
      </Suspense>
      <CommentLink />
    </Stack>
  );
}
