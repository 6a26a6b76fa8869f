import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
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
import { Link as RouterLink } from 'react-router';
import { useAgentTokenStatus, useFullLocations } from '../api/admin';
import { AgentTokenCard } from './AgentTokenCard';
import { PageTitle } from '@/components/PageTitle';

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
  /** The Locations page with this location selected, where a CSV export is uploaded. */
  csvUploadHref: (locationId: number) => string;
  /** Settings > Management System, where a Tekmetric shop is connected without the agent. */
  connectorHref: string;
}

/** /location/setup: the agent installer guide, its download and the location's agent token. */
export function LocationSetupPage({
  locationId,
  onLocationChange,
  canIssueToken,
  csvUploadHref,
  connectorHref,
}: LocationSetupPageProps) {
  const { t } = useTranslation();
  const locations = useFullLocations();
  const choices = (locations.data?.items ?? []).filter((l) => !l.isDisable);
  const current = choices.find((l) => l.id === locationId) ?? choices[0] ?? null;
  const status = useAgentTokenStatus(current?.id ?? null);
  const download = status.data?.app_download_url ?? null;

  return (
    <Stack spacing={3}>
      <PageTitle>
        {t('locationAdmin.setup.title')}
      </PageTitle>
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
            <AgentTokenCard key={current.id} locationId={current.id} canIssue={canIssueToken} />
          </Stack>
        </Paper>
      )}
      {/* Both other ways are set up by shop owners and Admins, like the token. */}
      {current && canIssueToken && (
        <OtherWaysIn csvUploadHref={csvUploadHref(current.id)} connectorHref={connectorHref} />
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
                  {t(stepBodyKey(step, download !== null), { email: SUPPORT_EMAIL })}
                </Typography>
                {step === 'download' && (
                  <AgentDownload download={download} known={status.isSuccess} />
                )}
              </StepContent>
            </Step>
          ))}
        </Stepper>
      </Paper>
    </Stack>
  );
}

/**
 * The first step points at the download button only when there is one: without a configured
 * download (the account's appDownloadUrl) it says how to get the installer instead.
 */
function stepBodyKey(step: (typeof SETUP_STEPS)[number], hasDownload: boolean): string {
  if (step === 'download' && !hasDownload) return 'locationAdmin.setup.steps.download.bodyNoLink';
  return `locationAdmin.setup.steps.${step}.body`;
}

/** The two ways in without the agent: a CSV export uploaded by hand, and the Tekmetric connector. */
function OtherWaysIn({ csvUploadHref, connectorHref }: { csvUploadHref: string; connectorHref: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="setup-other-ways-title">
      <Typography id="setup-other-ways-title" variant="h6" component="h2" gutterBottom>
        {t('locationAdmin.setup.otherWays.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('locationAdmin.setup.otherWays.intro')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ m: 0, pl: 2.5 }}>
        <Typography component="li">
          <Link component={RouterLink} to={csvUploadHref} data-testid="setup-csv-link">
            {t('locationAdmin.setup.otherWays.csvLink')}
          </Link>
          {' — '}
          {t('locationAdmin.setup.otherWays.csvText')}
        </Typography>
        <Typography component="li">
          <Link component={RouterLink} to={connectorHref} data-testid="setup-connector-link">
            {t('locationAdmin.setup.otherWays.connectorLink')}
          </Link>
          {' — '}
          {t('locationAdmin.setup.otherWays.connectorText')}
        </Typography>
      </Stack>
    </Paper>
  );
}

/** Step 1's download: the account's installer link, or why there is none and what to do instead. */
function AgentDownload({ download, known }: { download: string | null; known: boolean }) {
  const { t } = useTranslation();
  if (download)
    return (
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        href={download}
        target="_blank"
        rel="noopener"
        data-testid="agent-download"
        sx={{ mt: 1.5 }}
      >
        {t('locationAdmin.setup.download')}
      </Button>
    );
  if (!known) return null;
  return (
    <Alert severity="info" data-testid="agent-download-missing" sx={{ mt: 1.5 }}>
      {t('locationAdmin.setup.noDownload', { email: SUPPORT_EMAIL })}
    </Alert>
  );
}
