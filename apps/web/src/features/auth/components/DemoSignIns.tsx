import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import type { PublicConfig } from '@rlo/contract';

type DemoSignIn = PublicConfig['demoSignIns'][number];

export function DemoSignIns({
  signIns,
  onPick,
}: {
  signIns: DemoSignIn[];
  onPick: (signIn: DemoSignIn) => void;
}) {
  const { t } = useTranslation();
  // The role in the interface language; the server's English label for an account without one.
  const labelOf = (signIn: DemoSignIn) => (signIn.role ? t(`login.demo.roles.${signIn.role}`) : signIn.label);
  return (
    <Alert
      severity="info"
      role="region"
      aria-labelledby="demo-sign-ins-title"
      sx={{ '& .MuiAlert-message': { width: 1 } }}
    >
      <AlertTitle id="demo-sign-ins-title">{t('login.demo.title')}</AlertTitle>
      {t('login.demo.description')}
      <List dense disablePadding>
        {signIns.map((signIn) => (
          <ListItem
            key={signIn.email}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                onClick={() => onPick(signIn)}
                aria-label={t('login.demo.useLabel', { label: labelOf(signIn) })}
              >
                {t('login.demo.use')}
              </Button>
            }
          >
            <ListItemText primary={labelOf(signIn)} secondary={signIn.email} sx={{ pr: 8 }} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
