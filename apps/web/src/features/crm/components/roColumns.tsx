import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import type { GridColDef } from '@mui/x-data-grid';
import type { Locale, RepairOrderSummary } from '@rlo/contract';
import type { TFunction } from 'i18next';
import { dateTime, money } from '@/lib/format';

/** The columns every RO grid of the CRM screens shares, with a view action opening the RO dialog. */
export function roColumns(
  t: TFunction,
  locale: Locale,
  onView: (id: number) => void,
): GridColDef<RepairOrderSummary>[] {
  return [
    { field: 'order_number', headerName: t('crm.ro.number'), flex: 0.7, minWidth: 80 },
    {
      field: 'customer',
      headerName: t('crm.ro.customer'),
      flex: 1,
      minWidth: 120,
      valueGetter: (_v, row) => [row.customer.first_name, row.customer.last_name].filter(Boolean).join(' '),
    },
    { field: 'order_status', headerName: t('crm.ro.status'), flex: 0.6, minWidth: 80 },
    {
      field: 'opened',
      headerName: t('crm.ro.opened'),
      flex: 1,
      minWidth: 150,
      valueFormatter: (v: string) => dateTime(v),
    },
    {
      field: 'closed',
      headerName: t('crm.ro.closed'),
      flex: 1,
      minWidth: 150,
      valueFormatter: (v: string | null) => dateTime(v),
    },
    {
      field: 'total_sold_price_cents',
      headerName: t('crm.ro.total'),
      flex: 0.7,
      minWidth: 90,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => money(v, locale),
    },
    {
      field: 'view',
      headerName: '',
      width: 60,
      sortable: false,
      renderCell: ({ row }) => (
        <IconButton
          size="small"
          aria-label={t('crm.ro.view', { number: row.order_number })}
          onClick={(event) => {
            event.stopPropagation();
            onView(row.id);
          }}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];
}
