import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  GRID_DEFAULT_PAGE_SIZE,
  GRID_PAGE_SIZES,
  type CrmCustomerDetail,
  type CrmVehicle,
} from '@rlo/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerGrid } from '@/components/ServerGrid';
import { count, date, phone } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useCustomer, useCustomerRepairOrders } from '../api/customers';
import { CustomerUpdateDialog } from './CustomerUpdateDialog';
import { roColumns } from './roColumns';

export const vehicleName = (v: Pick<CrmVehicle, 'year' | 'make' | 'model'>) =>
  [v.year, v.make, v.model].filter(Boolean).join(' ');

function Activity({
  customer,
  onViewRepairOrder,
}: {
  customer: CrmCustomerDetail;
  onViewRepairOrder: (id: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [paging, setPaging] = useState({ page: 0, pageSize: GRID_DEFAULT_PAGE_SIZE });
  const ros = useCustomerRepairOrders(customer.location_id, customer.id, paging);
  const columns = useMemo(() => roColumns(t, locale, onViewRepairOrder), [t, locale, onViewRepairOrder]);
  return (
    <ServerGrid
      label={t('crm.details.activity')}
      rows={ros.data?.items ?? []}
      columns={columns}
      rowCount={ros.data?.total ?? 0}
      loading={ros.isFetching}
      paginationModel={paging}
      onPaginationModelChange={setPaging}
      pageSizes={GRID_PAGE_SIZES}
      noRowsLabel={ros.isError ? t('crm.errors.activityInline') : t('crm.noRepairOrders')}
    />
  );
}

interface CustomerDetailsProps {
  partnerId: number;
  customerId: number;
  onVehicle: (vehicle: CrmVehicle) => void;
  onViewRepairOrder: (id: number) => void;
  onMerged: (survivorId: number) => void;
}

/** Level 2 of /all-customers: the customer, its vehicles and its activity (RO history). */
export function CustomerDetails({
  partnerId,
  customerId,
  onVehicle,
  onViewRepairOrder,
  onMerged,
}: CustomerDetailsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useCustomer(partnerId, customerId);
  const [editing, setEditing] = useState(false);
  const customer = query.data;
  if (query.isPending) return <CircularProgress aria-label={t('crm.loading')} />;
  if (!customer) return <Alert severity="error">{t('crm.errors.customerInline')}</Alert>;

  const facts: [string, string][] = [
    [t('crm.fields.company'), customer.company ?? ''],
    [t('crm.fields.phone'), customer.phone_numbers.map(phone).join(', ')],
    [t('crm.fields.email'), customer.email_addresses.join(', ')],
    [
      t('crm.fields.address'),
      [customer.address, customer.city, customer.state, customer.postal_code].filter(Boolean).join(', '),
    ],
    [t('crm.fields.firstSeen'), date(customer.first_seen)],
    [t('crm.fields.lastSeen'), date(customer.last_seen)],
  ];
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          direction="row"
          justifyContent="space-between"
          alignItems="center"
          flexWrap="wrap"
          gap={1}
          sx={{ mb: 1 }}
        >
          <Typography variant="h6" component="h2">
            {[customer.first_name, customer.last_name].filter(Boolean).join(' ')}
          </Typography>
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {t('crm.details.update')}
          </Button>
        </Stack>
        <Grid container spacing={1}>
          {facts.map(([label, value]) => (
            <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {label}
              </Typography>
              <Typography>{value || '—'}</Typography>
            </Grid>
          ))}
        </Grid>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="vehicles-title">
        <Typography id="vehicles-title" variant="subtitle1" component="h3">
          {t('crm.details.vehicles')}
        </Typography>
        {customer.vehicles.length === 0 ? (
          <Typography color="text.secondary">{t('crm.details.noVehicles')}</Typography>
        ) : (
          <List dense>
            {customer.vehicles.map((v) => (
              <ListItemButton key={v.id} onClick={() => onVehicle(v)}>
                <ListItemText
                  primary={vehicleName(v) || t('crm.details.unknownVehicle')}
                  secondary={[v.vin, t('crm.details.roCount', { count: count(v.ro_count, locale) })]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="activity-title">
        <Typography id="activity-title" variant="subtitle1" component="h3" gutterBottom>
          {t('crm.details.activity')}
        </Typography>
        <Activity customer={customer} onViewRepairOrder={onViewRepairOrder} />
      </Paper>
      {editing && (
        <CustomerUpdateDialog
          key={customer.id}
          open
          partnerId={partnerId}
          customer={customer}
          onClose={() => setEditing(false)}
          onViewRepairOrder={onViewRepairOrder}
          onMerged={(survivor) => {
            setEditing(false);
            onMerged(survivor);
          }}
        />
      )}
    </Stack>
  );
}
