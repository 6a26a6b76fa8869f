import type { SessionUser } from '@rlo/contract';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './LoginForm';
import { PageTitle } from '@/components/PageTitle';
import { recordSignedOut, useSignedOutReason } from '@/lib/session';

export function LoginCard({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const { t } = useTranslation();
  const signedOutReason = useSignedOutReason();
  return (
    <Paper elevation={3} sx={{ width: 1, maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
      <Stack spacing={1} sx={{ alignItems: 'center', mb: 3, textAlign: 'center' }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
          <LockOutlined aria-hidden />
        </Avatar>
        <PageTitle id="login-title">
          {t('login.title')}
        </PageTitle>
        <Typography color="text.secondary">{t('login.subtitle')}</Typography>
      </Stack>
      {signedOutReason === 'sessionExpired' && (
        <Alert severity="info" role="status" sx={{ mb: 3 }} data-testid="signed-out-reason">
          {t('idle.signedOut')}
        </Alert>
      )}
      <LoginForm
        onSignedIn={(user) => {
          recordSignedOut(null);
          onSignedIn(user);
        }}
      />
    </Paper>
  );
}
