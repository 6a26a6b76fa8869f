import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MANAGEMENT_SYSTEM_OPTIONS, MANAGEMENT_SYSTEMS, UNLISTED_SYSTEM, type ManagementSystem, type SessionUser } from '@rlo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useChooseManagementSystem } from '../api/chooseManagementSystem';
import { SendEmailDialog } from './SendEmailDialog';
import { BusyButton } from '@/components/BusyButton';

interface ManagementSystemStepProps {
  user: SessionUser;
  /** The server's answer: the user at the stage the choice led to. */
  onUserChanged: (user: SessionUser) => void;
}

const isSystem = (value: string): value is ManagementSystem => (MANAGEMENT_SYSTEMS as readonly string[]).includes(value);

/** Step 1: the options table of 1-foundation §3; OTHER offers the send-email dialog instead (§4). */
export function ManagementSystemStep({ user, onUserChanged }: ManagementSystemStepProps) {
  const { t } = useTranslation();
  const choose = useChooseManagementSystem();
  const [selected, setSelected] = useState<ManagementSystem | null>(null);
  const [mailOpen, setMailOpen] = useState(false);

  const onContinue = () => {
    if (!selected) return;
    if (selected === UNLISTED_SYSTEM) {
      setMailOpen(true);
      return;
    }
    choose.mutate(
      { partnerId: user.partnerId, locationId: user.defaultLocation, system: selected },
      { onSuccess: onUserChanged, onError: notifyError },
    );
  };
  const processing = choose.isPending;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography id="system-title" variant="h5" component="h2" gutterBottom>
          {t('onboarding.system.title')}
        </Typography>
        <Typography color="text.secondary">{t('onboarding.system.intro')}</Typography>
      </Box>
      <RadioGroup
        aria-labelledby="system-title"
        value={selected ?? ''}
        onChange={(event) => setSelected(isSystem(event.target.value) ? event.target.value : null)}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}
      >
        {MANAGEMENT_SYSTEM_OPTIONS.map((option) => {
          const checked = selected === option.value;
          const unlisted = option.value === UNLISTED_SYSTEM;
          return (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio />}
              label={
                <Stack spacing={0.5} sx={{ py: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                    <Typography sx={{ fontWeight: 600 }}>{unlisted ? t('onboarding.system.notListed') : option.label}</Typography>
                    {option.webBased && <Chip label={t('onboarding.system.webBased')} size="small" color="primary" variant="outlined" />}
                  </Stack>
                  {unlisted && (
                    <Typography variant="body2" color="text.secondary">
                      {t('onboarding.system.notListedHint')}
                    </Typography>
                  )}
                </Stack>
              }
              sx={{
                m: 0,
                pr: 2,
                alignItems: 'center',
                border: 1,
                borderRadius: 2,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'action.selected' : 'background.paper',
                transition: 'border-color 120ms, background-color 120ms',
                '&:hover': { borderColor: checked ? 'primary.main' : 'text.secondary' },
              }}
            />
          );
        })}
      </RadioGroup>
      <BusyButton
        size="large"
        onClick={onContinue}
        disabled={!selected}
        busy={processing}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {selected === UNLISTED_SYSTEM ? t('onboarding.system.contactUs') : t('onboarding.system.continue')}
      </BusyButton>
      <SendEmailDialog open={mailOpen} onClose={() => setMailOpen(false)} defaults={{ name: user.name, email: user.email }} />
    </Stack>
  );
}
