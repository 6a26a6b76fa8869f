import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { date, money, phone } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { CustomerListItem, CustomerListKind } from '../../api/customerListParams';
import { longMonthLabel } from '../../utils/dates';

type Column = GridColDef<CustomerListItem>;

/**
 * The columns of a customer list; the recovered and duplicate lists show their own fields first.
 * Their minimum widths fit the dialog at 1440 px; long values wrap.
 */
export function useCustomerColumns(kind: CustomerListKind): Column[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = (field: keyof CustomerListItem & string, minWidth = 120): Column => ({
    field,
    headerName: t(`dashboard.customers.columns.${field}`),
    minWidth,
    flex: 1,
    sortable: false,
  });
  const day = (field: keyof CustomerListItem & string): Column => ({
    ...text(field, 110),
    valueFormatter: (value: string | null) => date(value),
  });
  const cash = (field: keyof CustomerListItem & string): Column => ({
    ...text(field, 110),
    type: 'number',
    valueFormatter: (value: number) => money(value, locale),
  });
  const name: Column = {
    field: 'name',
    headerName: t('dashboard.customers.columns.name'),
    minWidth: 160,
    flex: 1.3,
    sortable: false,
    valueGetter: (_value, row) =>
      [row.first_name, row.last_name].filter(Boolean).join(' ') || row.company_name || '',
  };
  const phones: Column = {
    ...text('phone_numbers', 140),
    valueGetter: (_value, row) => row.phone_numbers.map((entry) => phone(entry)).join(', '),
  };
  const place: Column = {
    field: 'place',
    headerName: t('dashboard.customers.columns.place'),
    minWidth: 140,
    flex: 1,
    sortable: false,
    valueGetter: (_value, row) =>
      [row.address, row.city, row.state, row.postal_code].filter(Boolean).join(', '),
  };
  const common: Column[] = [
    name,
    phones,
    text('email', 150),
    place,
    day('first_seen'),
    day('last_seen'),
    { ...text('vehicle_ro_count', 80), type: 'number' },
    cash('vehicle_rolast_spent'),
    cash('total_spent'),
    text('marketing_source', 110),
    text('ro_number', 80),
    text('shop_name'),
  ];
  if (kind === 'recovered') {
    const lostIn: Column = {
      field: 'lost_in',
      headerName: t('dashboard.customers.columns.lost_in'),
      minWidth: 130,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) =>
        row.lost_customer_year && row.lost_customer_month
          ? longMonthLabel({ year: row.lost_customer_year, month: row.lost_customer_month }, locale)
          : '',
    };
    return [name, day('previous_last_seen'), day('current_last_seen'), lostIn, ...common.slice(1)];
  }
  if (kind === 'duplicate') {
    const group: Column = {
      field: 'group_id',
      headerName: t('dashboard.customers.columns.group_id'),
      minWidth: 80,
      sortable: false,
      valueGetter: (_value, row) => (row.survivor ? `${row.group_id} ★` : row.group_id),
    };
    return [group, ...common];
  }
  return common;
}
