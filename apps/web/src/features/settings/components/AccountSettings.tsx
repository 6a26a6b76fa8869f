import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../api/account';
import { AccountDetailsForm } from './AccountDetailsForm';
import { CardSection, type CardFormSlot } from './CardSection';
import { PlanSummary } from './PlanSummary';

interface AccountSettingsProps {
  partnerId: number;
  canEdit: boolean;
  renderCardForm: (slot: CardFormSlot) => ReactNode;
  onCardChanged: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Tab Account Settings (3-operations §2): details, card, subscription, agent download. */
export function AccountSettings({ partnerId, canEdit, renderCardForm, onCardChanged }: AccountSettingsProps) {
  const { t } = useTranslation();
  const account = useAccount(partnerId);
  if (account.isPending) return <Skeleton variant="rounded" height={420} />;
  // The failure was toasted with its status by the query client.
  if (account.isError) return <Alert severity="error">{t('settings.account.unavailable')}</Alert>;
  const data = account.data;
  return (
    <Stack spacing={3}>
      {!canEdit && <Alert severity="info">{t('settings.ownerOnly')}</Alert>}
      <Section title={t('settings.account.detailsTitle')}>
        <AccountDetailsForm account={data} canEdit={canEdit} />
      </Section>
      <Section title={t('settings.account.card.title')}>
        <CardSection account={data} canEdit={canEdit} renderCardForm={renderCardForm} onCardChanged={onCardChanged} />
      </Section>
      <Section title={t('settings.account.subscription.title')}>
        <PlanSummary account={data} />
      </Section>
      <Section title={t('settings.account.agent.title')}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('settings.account.agent.text')}
        </Typography>
        {data.appDownloadUrl ? (
          <Button variant="outlined" startIcon={<Download aria-hidden />} href={data.appDownloadUrl} target="_blank" rel="noopener noreferrer">
            {t('settings.account.agent.download')}
          </Button>
        ) : (
          <Typography>{t('settings.account.agent.notYet')}</Typography>
        )}
      </Section>
    </Stack>
  );
}
