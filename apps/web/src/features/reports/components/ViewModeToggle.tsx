import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { COMPARISON_STATES, type ComparisonState } from '@rlo/contract';
import { useTranslation } from 'react-i18next';

/** SUMMARY or CUSTOMER view (3-operations §4). */
export function ViewModeToggle({ value, onChange }: { value: ComparisonState; onChange: (value: ComparisonState) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_, next: ComparisonState | null) => next && onChange(next)}
      aria-label={t('comparison.viewMode')}
    >
      {COMPARISON_STATES.map((state) => (
        <ToggleButton key={state} value={state}>
          {t(`comparison.views.${state}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
