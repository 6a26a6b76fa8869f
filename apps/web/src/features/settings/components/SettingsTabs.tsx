import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SETTINGS_TABS, type SettingsTab } from '../tabs';
import { PageTitle } from '@/components/PageTitle';

interface SettingsTabsProps {
  current: SettingsTab;
  hrefOf: (tab: SettingsTab) => string;
  children: ReactNode;
}

/** The four settings tabs; each is its own URL (/settings/{settingsName}), so a tab can be linked and reloaded. */
export function SettingsTabs({ current, hrefOf, children }: SettingsTabsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200 }}>
      <PageTitle sx={{ mb: 2 }}>
        {t('settings.heading')}
      </PageTitle>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={t('settings.heading')} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        {SETTINGS_TABS.map((tab) => (
          <Tab key={tab} value={tab} label={t(`settings.tabs.${tab}`)} component={RouterLink} to={hrefOf(tab)} />
        ))}
      </Tabs>
      {children}
    </Box>
  );
}
