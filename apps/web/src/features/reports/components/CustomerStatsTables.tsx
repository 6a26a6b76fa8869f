import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { ShopComparisonRecord } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { count, monthYear } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

const COLUMNS = ['active_customers', 'new_customers', 'lost_customers', 'last7_mon_lost_customers'] as const;

/** The CUSTOMER view: each location's monthly customer counts, newest month first (3-operations §2). */
export function CustomerStatsTables({ records }: { records: readonly ShopComparisonRecord[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      {records.map((record) => (
        // Focusable so that a keyboard can scroll it on a phone (axe scrollable-region-focusable).
        <TableContainer
          key={record.location_id}
          component={Paper}
          variant="outlined"
          tabIndex={0}
          role="region"
          aria-label={t('comparison.customerTable', { name: record.location_name })}
        >
          <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
            {record.location_name}
          </Typography>
          <Table size="small" aria-label={t('comparison.customerTable', { name: record.location_name })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('comparison.customers.month')}</TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align="right">
                    {t(`comparison.customers.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {(record.customers_status_stats ?? []).map((row) => (
                <TableRow key={`${row.year}-${row.month}`}>
                  <TableCell component="th" scope="row">
                    {monthYear(new Date(row.year, row.month - 1, 1))}
                  </TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} align="right">
                      {count(row[column], locale)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ))}
    </Box>
  );
}
