import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMe } from '@/features/auth/api/me';
import { CoachCommentsPage } from '@/features/coaching/components/CoachCommentsPage';
import { useLocations } from '@/features/locations/api/locations';
import { usePageTitle } from '@/lib/pageTitle';
import { paths } from '../paths';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('coaching.comments.title'));
  const navigate = useNavigate();
  const { data: user } = useMe();
  const locations = useLocations();
  if (!user) return null;
  if (locations.isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (locations.isError) return <Alert severity="error">{t('coaching.locationsFailed')}</Alert>;
  // Coach comments need rlo_daily_email on the location (1-foundation §6).
  const withComments = locations.data.items.filter((l) => !l.isDisable && l.subscriptions.includes('rlo_daily_email'));
  return (
    <CoachCommentsPage
      partnerId={user.partnerId}
      locations={withComments}
      requester={{ name: user.name, email: user.email }}
      onOpenDashboard={(comment) =>
        void navigate(`${paths.dashboard}?${new URLSearchParams({ id: String(comment.id), type: comment.kpiType }).toString()}`)
      }
    />
  );
}
