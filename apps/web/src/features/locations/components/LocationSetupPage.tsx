import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SUPPORT_EMAIL } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { useAgentTokenStatus, useFullLocations } from '../api/admin';
import { AgentTokenCard } from './AgentTokenCard';

/** The 12 steps of the desktop agent installer guide, in order (3-operations §2 "Location setup"). */
export const SETUP_STEPS = [
  'download',
  'install',
  'signIn',
  'system',
  'database',
  'test',
  'firstSync',
  'schedule',
  'firewall',
  'verify',
  'troubleshooting',
  'support',
] as const;

interface LocationSetupPageProps {
  locationId: number | null;
  onLocationChange: (locationId: number) => void;
  canIssueToken: boolean;
}

/** /location/setup: the agent installer guide, its download and the location's agent token. */
export function LocationSetupPage({ locationId, onLocationChange, canIssueToken }: LocationSetupPageProps) {
  const { t } = useTranslation();
  const locations = useFullLocations();
  const choices = (locations.data?.items ?? []).filter((l) => !l.isDisable);
  const current = choices.find((l) => l.id === locationId) ?? choices[0] ?? null;
  const status = useAgentTokenStatus(current?.id ?? null);
  const download = status.data?.app_download_url ?? null;

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {t('locationAdmin.setup.title')}
      </Typography>
      <Typography color="text.secondary">{t('locationAdmin.setup.intro')}</Typography>
      {locations.isSuccess && choices.length === 0 && (
        <Alert severity="info">{t('locationAdmin.setup.noLocation')}</Alert>
      )}
      {current && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <TextField
              select
              size="small"
              label={t('locationAdmin.setup.location')}
              value={current.id}
              onChange={(e) => onLocationChange(Number(e.target.value))}
              sx={{ maxWidth: 320 }}
            >
              {choices.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
              {download ? (
                <Button
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  href={download}
                  target="_blank"
                  rel="noopener"
                >
                  {t('locationAdmin.setup.download')}
                </Button>
              ) : (
                status.isSuccess && (
                  <Alert severity="info" sx={{ flex: 1 }}>
                    {t('locationAdmin.setup.noDownload', { email: SUPPORT_EMAIL })}
                  </Alert>
                )
              )}
            </Stack>
            <AgentTokenCard key={current.id} locationId={current.id} canIssue={canIssueToken} />
          </Stack>
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="setup-steps-title">
        <Typography id="setup-steps-title" variant="h6" component="h2" gutterBottom>
          {t('locationAdmin.setup.stepsTitle')}
        </Typography>
        {/* Every step open at once: a guide is read and followed, not clicked through. */}
        <Stepper orientation="vertical" nonLinear activeStep={-1}>
          {SETUP_STEPS.map((step) => (
            <Step key={step} expanded active>
              <StepLabel>{t(`locationAdmin.setup.steps.${step}.title`)}</StepLabel>
              <StepContent>
                <Typography sx={{ whiteSpace: 'pre-line' }}>
                  {t(`locationAdmin.setup.steps.${step}.body`, { email: SUPPORT_EMAIL })}
                </Typography>
              </StepContent>
            </Step>
          ))}
        </Stepper>
      </Paper>
    </Stack>
  );
}
