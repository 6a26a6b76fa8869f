import { useTranslation } from 'react-i18next';
import { useMe } from '@/features/auth/api/me';
import { useLocations } from '@/features/locations/api/locations';
import { CoachingCallPage } from '@/features/guides/components/CoachingCallPage';
import { usePageTitle } from '@/lib/pageTitle';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('guides.coachingCall.title'));
  const { data: user } = useMe();
  const locations = useLocations();
  if (!user) return null;
  const active = locations.data?.items.filter((l) => !l.isDisable);
  return <CoachingCallPage partnerId={user.partnerId} locations={active} locationsFailed={locations.isError} />;
}
