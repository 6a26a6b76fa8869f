import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Location } from '@rlo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locationToPrompt, rememberPrompted } from '../utils/setupPrompt';

interface LocationPromptsProps {
  locations: readonly Location[];
  /** Absent for a user who may not create locations: no create prompt then. */
  onCreate?: () => void;
  onSetup: (locationId: number) => void;
}

/**
 * The prompt to create a location when there is none, and the location-setup prompt, shown once per
 * never-synced location on this browser (1-foundation §2).
 */
export function LocationPrompts({ locations, onCreate, onSetup }: LocationPromptsProps) {
  const { t } = useTranslation();
  const [createDismissed, setCreateDismissed] = useState(false);
  // Decided once per visit: remembering happens when the dialog opens, not when it closes.
  const [setupId, setSetupId] = useState<number | null>(() => {
    const id = locationToPrompt(locations);
    if (id !== null) rememberPrompted(id);
    return id;
  });
  const setupLocation = locations.find((l) => l.id === setupId);

  if (locations.length === 0) {
    if (!onCreate) return null;
    return (
      <Dialog
        open={!createDismissed}
        onClose={() => setCreateDismissed(true)}
        aria-labelledby="create-location-title"
      >
        <DialogTitle id="create-location-title">{t('locationAdmin.prompts.createTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('locationAdmin.prompts.createText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCreateDismissed(true)}>{t('locationAdmin.prompts.later')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setCreateDismissed(true);
              onCreate();
            }}
          >
            {t('locationAdmin.prompts.create')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={setupLocation !== undefined}
      onClose={() => setSetupId(null)}
      aria-labelledby="setup-location-title"
    >
      <DialogTitle id="setup-location-title">{t('locationAdmin.prompts.setupTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('locationAdmin.prompts.setupText', { name: setupLocation?.name ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setSetupId(null)}>{t('locationAdmin.prompts.later')}</Button>
        <Button variant="contained" onClick={() => setupId !== null && onSetup(setupId)}>
          {t('locationAdmin.prompts.setup')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
