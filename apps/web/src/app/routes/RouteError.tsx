import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { errorText } from '@/lib/notify';
import { usePageTitle } from '@/lib/pageTitle';

/** The last resort of the router: a page that failed to load or render. */
export function RouteError() {
  const { t } = useTranslation();
  const { title, message } = errorText(useRouteError());
  usePageTitle(title);
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Alert
        severity="error"
        sx={{ maxWidth: 560 }}
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </Button>
        }
      >
        <AlertTitle component="h1">{title}</AlertTitle>
        {message}
      </Alert>
    </Box>
  );
}
