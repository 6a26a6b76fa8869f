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
                aria-label={t('login.demo.useLabel', { label: signIn.label })}
              >
                {t('login.demo.use')}
              </Button>
            }
          >
            <ListItemText primary={signIn.label} secondary={signIn.email} sx={{ pr: 8 }} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
