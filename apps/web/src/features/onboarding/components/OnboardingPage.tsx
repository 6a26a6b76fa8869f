import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@rlo/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ManagementSystemStep } from './ManagementSystemStep';
import { PageTitle } from '@/components/PageTitle';

interface OnboardingPageProps {
  user: SessionUser;
  onUserChanged: (user: SessionUser) => void;
  /** Step 2, the card form: another feature's, composed by the route. */
  cardStep: ReactNode;
}

const STEPS = ['system', 'card', 'done'] as const;

/** /onboarding (1-foundation §4): management system, then card; the server's stage says where the user is. */
export function OnboardingPage({ user, onUserChanged, cardStep }: OnboardingPageProps) {
  const { t } = useTranslation();
  // At CREDIT_CARD the user may go back and pick another system; the stage stays CREDIT_CARD.
  const [changingSystem, setChangingSystem] = useState(false);
  const onCardStep = user.OnboardingStage === 'CREDIT_CARD' && !changingSystem;
  const activeStep = onCardStep ? 1 : 0;

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageTitle sx={{ mb: 1 }}>
        {t('onboarding.title')}
      </PageTitle>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('onboarding.intro')}
      </Typography>
      <Stepper activeStep={activeStep} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((step) => (
          <Step key={step}>
            <StepLabel>{t(`onboarding.steps.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        {onCardStep ? (
          <Stack spacing={3}>
            <Box>
              <Typography variant="h5" component="h2" gutterBottom>
                {t('onboarding.card.title')}
              </Typography>
              <Typography color="text.secondary">{t('onboarding.card.intro')}</Typography>
            </Box>
            {cardStep}
            <Button startIcon={<ArrowBack />} onClick={() => setChangingSystem(true)} sx={{ alignSelf: 'flex-start' }}>
              {t('onboarding.card.changeSystem')}
            </Button>
          </Stack>
        ) : (
          <ManagementSystemStep
            user={user}
            onUserChanged={(next) => {
              setChangingSystem(false);
              onUserChanged(next);
            }}
          />
        )}
      </Paper>
    </Box>
  );
}
