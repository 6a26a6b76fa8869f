import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CsvRowError } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { count } from '@/lib/format';

interface RowErrorsTableProps {
  errors: readonly CsvRowError[];
  /** All rows not stored; the table shows `errors`, the first of them. */
  total: number;
  label: string;
  /** What the note under a cut list says (i18n key with {{shown}}). */
  moreKey?: string;
}

/** Rows that will not be (or were not) stored, by row number and reason. */
export function RowErrorsTable({
  errors,
  total,
  label,
  moreKey = 'csvUpload.errors.more',
}: RowErrorsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (errors.length === 0) return null;
  return (
    <Box>
      <Box sx={{ maxHeight: 260, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 90 }}>{t('csvUpload.errors.row')}</TableCell>
              <TableCell>{t('csvUpload.errors.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((error, index) => (
              <TableRow key={`${error.row}-${index}`}>
                <TableCell>{error.row}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{error.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {total > errors.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t(moreKey, { shown: count(total - errors.length, locale) })}
        </Typography>
      )}
    </Box>
  );
}
