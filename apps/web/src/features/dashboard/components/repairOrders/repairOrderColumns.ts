import type { GridColDef } from '@mui/x-data-grid';
import type { RepairOrderSummary } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { dateTime, hours, money } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

export function customerName(customer: { first_name: string | null; last_name: string | null }): string {
  return [customer.first_name, customer.last_name].filter(Boolean).join(' ');
}

export function vehicleName(
  vehicle: { year: number | null; make: string | null; model: string | null } | null,
): string {
  if (!vehicle) return '';
  return [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
}

/**
 * The columns of a list of ROs (a chart day). Their minimum widths add up to 1,010 px, which the
 * monthly card holds at 1440 px, so the last column is not cut; names and vehicles wrap in the grid.
 */
export function useRepairOrderColumns(): GridColDef<RepairOrderSummary>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const moneyColumn = (
    field: keyof RepairOrderSummary & string,
    header: string,
  ): GridColDef<RepairOrderSummary> => ({
    field,
    headerName: header,
    type: 'number',
    minWidth: 100,
    flex: 0.8,
    sortable: false,
    valueFormatter: (value: number) => money(value, locale),
  });
  return [
    {
      field: 'order_number',
      headerName: t('dashboard.ro.number'),
      minWidth: 80,
      flex: 0.6,
      sortable: false,
    },
    {
      field: 'closed',
      headerName: t('dashboard.ro.closed'),
      minWidth: 150,
      flex: 1,
      sortable: false,
      valueFormatter: (value: string | null) => dateTime(value),
    },
    {
      field: 'customer',
      headerName: t('dashboard.ro.customer'),
      minWidth: 130,
      flex: 1.2,
      sortable: false,
      valueGetter: (_value, row) => customerName(row.customer),
    },
    {
      field: 'vehicle',
      headerName: t('dashboard.ro.vehicle'),
      minWidth: 140,
      flex: 1.2,
      sortable: false,
      valueGetter: (_value, row) => vehicleName(row.vehicle),
    },
    {
      field: 'writer',
      headerName: t('dashboard.ro.writer'),
      minWidth: 120,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => row.writer?.full_name ?? '',
    },
    moneyColumn('total_sold_price_cents', t('dashboard.ro.totalSold')),
    moneyColumn('labor_sold_price_cents', t('dashboard.ro.labor')),
    moneyColumn('parts_sold_price_cents', t('dashboard.ro.parts')),
    {
      field: 'sold_seconds',
      headerName: t('dashboard.ro.soldHours'),
      type: 'number',
      minWidth: 90,
      flex: 0.6,
      sortable: false,
      valueFormatter: (value: number) => hours(value, locale),
    },
  ];
}
