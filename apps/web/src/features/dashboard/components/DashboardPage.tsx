import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { SessionUser } from '@rlo/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/PageLoader';
import { dashboardAccess } from '../utils/access';
import {
  initialScope,
  selectableLocations,
  type DashboardLocation,
  type LocationScope,
} from '../utils/locations';
import { LocationActions } from './actions/LocationActions';
import { CoachingTools } from './coaching/CoachingTools';
import { DashboardContext } from './DashboardContext';
import { DashboardSections, SECTION_IDS } from './DashboardSections';
import { LocationSelect } from './LocationSelect';
import { NoDashboardAccess, type DashboardLinks } from './NoDashboardAccess';
import { PageTitle } from '@/components/PageTitle';

type DashboardUser = Pick<
  SessionUser,
  'partnerId' | 'isShopOwner' | 'email' | 'subscriptionStatus' | 'subscriptions'
> &
  Partial<Pick<SessionUser, 'role'>>;

interface DashboardPageProps {
  user: DashboardUser;
  /** The partner's locations; undefined while they load. */
  locations: readonly DashboardLocation[] | undefined;
  /** The locations could not be loaded (their query toasted it). */
  locationsFailed: boolean;
  links: DashboardLinks;
}

/** The dashboard screen (2-dashboard §2): the gate, the location dropdown, its actions and the eight sections. */
export function DashboardPage({ user, locations, locationsFailed, links }: DashboardPageProps) {
  const { t } = useTranslation();
  const access = dashboardAccess(user);
  return (
    <Stack spacing={2.5}>
      <PageTitle>
        {t('dashboard.title')}
      </PageTitle>
      {access !== 'allowed' ? (
        <NoDashboardAccess reason={access} links={links} />
      ) : locationsFailed ? (
        <Alert severity="error">{t('dashboard.locationsFailed')}</Alert>
      ) : !locations ? (
        <PageLoader />
      ) : initialScope(locations) === null ? (
        <NoDashboardAccess reason="noLocation" links={links} />
      ) : (
        <Dashboard user={user} locations={locations} first={initialScope(locations) ?? 'all'} />
      )}
    </Stack>
  );
}

interface DashboardProps {
  user: DashboardUser;
  locations: readonly DashboardLocation[];
  first: LocationScope;
}

function Dashboard({ user, locations, first }: DashboardProps) {
  const [scope, setScope] = useState<LocationScope>(first);
  const location = selectableLocations(locations).find((entry) => entry.id === scope) ?? null;

  // A link to one of the named anchors (#monthly-barchart-section …) lands on that section.
  useEffect(() => {
    const anchor = window.location.hash.slice(1);
    if ((Object.values(SECTION_IDS) as string[]).includes(anchor)) {
      document.getElementById(anchor)?.scrollIntoView();
    }
  }, []);

  return (
    <DashboardContext.Provider
      value={{
        partnerId: user.partnerId,
        scope,
        isShopOwner: user.isShopOwner === 'true',
        email: user.email,
        canManage: user.isShopOwner === 'true' || user.role === 'Admin',
        locationName: location?.name,
        locationIds: selectableLocations(locations).map((entry) => entry.id),
        dailyEmailLocationIds: user.subscriptions
          .filter((entry) => entry.subscriptions.includes('rlo_daily_email'))
          .map((entry) => entry.id),
      }}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <LocationSelect locations={locations} value={scope} onChange={setScope} />
        <LocationActions location={location} />
        <CoachingTools location={location} />
      </Stack>
      {/* A new location starts every section afresh: its selections, drill-downs and dialogs. */}
      <DashboardSections key={String(scope)} />
    </DashboardContext.Provider>
  );
}
