import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CsvUpload } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { count } from '@/lib/format';

/** How far an upload went through the file, then what became of its ROs and rows. */
export function UploadCounts({ upload }: { upload: CsvUpload }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const outcomes: [string, number][] = [
    ['inserted', upload.inserted],
    ['updated', upload.updated],
    ['skipped', upload.skipped],
    ['rejected', upload.rejected],
    ['rowsNotStored', upload.row_errors_total],
  ];
  return (
    <Box>
      <Typography sx={{ mb: 1.5 }}>
        <span data-testid="csv-count-rowsRead">
          {t('csvUpload.counts.rowsOf', {
            done: count(upload.rows_read, locale),
            total: count(upload.rows_total, locale),
          })}
        </span>
        {' · '}
        <span data-testid="csv-count-rosSent">
          {t('csvUpload.counts.rosOf', {
            done: count(upload.ros_sent, locale),
            total: count(upload.ros_total, locale),
          })}
        </span>
      </Typography>
      <Box
        component="dl"
        aria-label={t('csvUpload.counts.label')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2, m: 0 }}
      >
        {outcomes.map(([key, value]) => (
          <Box
            key={key}
            data-testid={`csv-count-${key}`}
            sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`csvUpload.counts.${key}`)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {count(value, locale)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
