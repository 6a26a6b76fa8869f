import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/Tooltip';
import { useTooltips } from '../../api/tooltips';
import { SECTION_TOOLTIP_KEYS } from '../../utils/sectionTooltips';
import { useDashboard } from '../DashboardContext';

/**
 * A section's info icon: the partner's own text (Edit tooltips) or the built-in one. The texts load
 * the first time an icon is opened, so they never hold up the figures.
 */
export function SectionInfo({ sectionId }: { sectionId: string }) {
  const { t } = useTranslation();
  const { partnerId, scope, locationIds = [] } = useDashboard();
  const [wanted, setWanted] = useState(false);
  const locationId = typeof scope === 'number' ? scope : (locationIds[0] ?? null);
  const tooltips = useTooltips(partnerId, wanted ? locationId : null);
  const key = SECTION_TOOLTIP_KEYS[sectionId];
  if (!key) return null;
  const text = tooltips.data?.[sectionId] || t(`dashboard.tooltips.defaults.${key}`);
  return (
    <Tooltip title={text} describeChild onOpen={() => setWanted(true)}>
      <IconButton size="small" aria-label={t('dashboard.tooltips.info')} sx={{ ml: 0.5 }}>
        <InfoOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
