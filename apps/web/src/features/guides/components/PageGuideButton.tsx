import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { UserGuideButton } from '@/components/UserGuideButton';
import { screenOfPath } from '../utils/screenOfPath';

/** The header's info icon: the user guide of the screen on show (none on screens without one). */
export function PageGuideButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screen = screenOfPath(pathname);
  if (!screen) return null;
  // Keyed by screen so that moving to another screen starts with the dialog closed.
  return <UserGuideButton key={screen} guide={{ section: 'SCREEN', key: screen }} label={t('guides.userGuide.thisScreen')} color="inherit" />;
}
