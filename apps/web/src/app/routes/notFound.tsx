import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '@/lib/pageTitle';
import { paths } from '../paths';
import { PageTitle } from '@/components/PageTitle';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 560, py: 2 }}>
      <Typography variant="overline" color="text.secondary">
        404
      </Typography>
      <PageTitle>
        {t('notFound.title')}
      </PageTitle>
      <Typography>{t('notFound.message')}</Typography>
      <Button component={RouterLink} to={paths.dashboard} variant="contained">
        {t('notFound.backToDashboard')}
      </Button>
    </Stack>
  );
}
