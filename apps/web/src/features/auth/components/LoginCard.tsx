import type { SessionUser } from '@rlo/contract';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './LoginForm';

export function LoginCard({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const { t } = useTranslation();
  return (
    <Paper elevation={3} sx={{ width: 1, maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
      <Stack spacing={1} sx={{ alignItems: 'center', mb: 3, textAlign: 'center' }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
          <LockOutlined aria-hidden />
        </Avatar>
        <Typography id="login-title" variant="h4" component="h1">
          {t('login.title')}
        </Typography>
        <Typography color="text.secondary">{t('login.subtitle')}</Typography>
      </Stack>
      <LoginForm onSignedIn={onSignedIn} />
    </Paper>
  );
}
