import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, count, percent } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useEmailCounts } from '../api/statistics';
import type { PickableLocation } from '@/components/LocationPicker';
import { PageTitle } from '@/components/PageTitle';

/** /email-count: one pie per location of customers with and without e-mail (3-operations §2). */
export function EmailCountPage({ locations }: { locations: readonly PickableLocation[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const theme = useTheme();
  const share = (value: number | null) => (value === null ? EMPTY_VALUE : percent(value, locale));
  const counts = useEmailCounts(locations.map((l) => l.id));
  return (
    <Stack spacing={2}>
      <PageTitle>
        {t('crm.statistics.title')}
      </PageTitle>
      {locations.length === 0 && <Typography color="text.secondary">{t('crm.noLocation')}</Typography>}
      <Grid container spacing={2}>
        {locations.map((location, index) => {
          const query = counts[index];
          const data = query?.data;
          const total = data ? data.with_email + data.without_email : 0;
          return (
            <Grid key={location.id} size={{ xs: 12, md: 6, lg: 4 }}>
              <Paper
                variant="outlined"
                sx={{ p: 2, height: '100%' }}
                component="section"
                aria-label={location.name}
              >
                <Typography variant="h6" component="h2" gutterBottom>
                  {location.name}
                </Typography>
                {query?.isPending && (
                  <Skeleton variant="circular" width={200} height={200} sx={{ mx: 'auto' }} />
                )}
                {query?.isError && <Alert severity="error">{t('crm.errors.statisticsInline')}</Alert>}
                {data && total === 0 && (
                  <Typography color="text.secondary">{t('crm.noCustomers')}</Typography>
                )}
                {data && total > 0 && (
                  <>
                    <PieChart
                      height={240}
                      // Dark enough for the white share printed on each slice.
                      colors={[theme.palette.success.main, theme.palette.grey[600]]}
                      sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: theme.palette.common.white, fontWeight: 600 } }}
                      series={[
                        {
                          innerRadius: 40,
                          paddingAngle: 1,
                          cornerRadius: 3,
                          data: [
                            { id: 'with', label: t('crm.statistics.with'), value: data.with_email },
                            { id: 'without', label: t('crm.statistics.without'), value: data.without_email },
                          ],
                          valueFormatter: ({ value }) => count(value, locale),
                          arcLabel: (item) => share(item.id === 'with' ? data.with_email_percent : data.without_email_percent),
                          arcLabelMinAngle: 35,
                        },
                      ]}
                      slotProps={{
                        legend: {
                          direction: 'horizontal',
                          position: { vertical: 'bottom', horizontal: 'center' },
                        },
                      }}
                    />
                    <Typography align="center" data-testid={`email-count-${location.id}`}>
                      {t('crm.statistics.summary', {
                        with: count(data.with_email, locale),
                        withPercent: share(data.with_email_percent),
                        without: count(data.without_email, locale),
                        withoutPercent: share(data.without_email_percent),
                        total: count(total, locale),
                      })}
                    </Typography>
                  </>
                )}
              </Paper>
            </Grid>
          );
        })}
      </Grid>
    </Stack>
  );
}
