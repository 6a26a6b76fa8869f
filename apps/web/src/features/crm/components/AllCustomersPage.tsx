import SearchIcon from '@mui/icons-material/Search';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { GRID_DEFAULT_PAGE_SIZE, GRID_PAGE_SIZES, type CrmCustomer, type CrmVehicle } from '@rlo/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerGrid } from '@/components/ServerGrid';
import { date, phone } from '@/lib/format';
import { useCustomer, useCustomers } from '../api/customers';
import { CustomerDetails, vehicleName } from './CustomerDetails';
import { LocationPicker, type PickableLocation } from '@/components/LocationPicker';
import { RepairOrderDialog } from './RepairOrderDialog';
import { VehicleDetails } from './VehicleDetails';
import { PageTitle } from '@/components/PageTitle';

/** Search waits for the user to pause typing. */
const SEARCH_DELAY_MS = 300;

interface AllCustomersPageProps {
  partnerId: number;
  locations: readonly PickableLocation[];
  defaultLocationId: number | null;
}

/** /all-customers: customer list → customer with activity → vehicle (3-operations §2 "All customers"). */
export function AllCustomersPage({ partnerId, locations, defaultLocationId }: AllCustomersPageProps) {
  const { t } = useTranslation();
  const [locationId, setLocationId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('');
  const [paging, setPaging] = useState({ page: 0, pageSize: GRID_DEFAULT_PAGE_SIZE });
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [vehicle, setVehicle] = useState<CrmVehicle | null>(null);
  const [roId, setRoId] = useState<number | null>(null);
  const current =
    locationId ?? (locations.find((l) => l.id === defaultLocationId) ?? locations[0])?.id ?? null;
  const customers = useCustomers(current, filter, paging);
  const customer = useCustomer(partnerId, customerId);

  useEffect(() => {
    const timer = setTimeout(() => {
      setFilter(search.trim());
      setPaging((p) => ({ ...p, page: 0 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const columns = useMemo<GridColDef<CrmCustomer>[]>(
    () => [
      { field: 'first_name', headerName: t('crm.fields.firstName'), flex: 1, minWidth: 110 },
      { field: 'last_name', headerName: t('crm.fields.lastName'), flex: 1, minWidth: 110 },
      { field: 'company', headerName: t('crm.fields.company'), flex: 1, minWidth: 110 },
      {
        field: 'phone_numbers',
        headerName: t('crm.fields.phone'),
        flex: 1,
        minWidth: 130,
        valueGetter: (_v, row) => row.phone_numbers.map(phone).join(', '),
      },
      {
        field: 'email_addresses',
        headerName: t('crm.fields.email'),
        flex: 1.3,
        minWidth: 160,
        valueGetter: (_v, row) => row.email_addresses.join(', '),
      },
      {
        field: 'first_seen',
        headerName: t('crm.fields.firstSeen'),
        flex: 0.8,
        minWidth: 100,
        valueFormatter: (v: string | null) => date(v),
      },
      {
        field: 'last_seen',
        headerName: t('crm.fields.lastSeen'),
        flex: 0.8,
        minWidth: 100,
        valueFormatter: (v: string | null) => date(v),
      },
      { field: 'postal_code', headerName: t('crm.fields.postalCode'), flex: 0.6, minWidth: 80 },
    ],
    [t],
  );

  const toList = () => {
    setCustomerId(null);
    setVehicle(null);
  };
  const customerName = customer.data
    ? [customer.data.first_name, customer.data.last_name].filter(Boolean).join(' ')
    : '…';

  return (
    <Stack spacing={2}>
      <PageTitle>
        {t('crm.title')}
      </PageTitle>
      <Breadcrumbs aria-label={t('crm.breadcrumbs')}>
        {customerId === null ? (
          <Typography color="text.primary" aria-current="page">
            {t('crm.levels.list')}
          </Typography>
        ) : (
          <Link component="button" underline="hover" onClick={toList}>
            {t('crm.levels.list')}
          </Link>
        )}
        {customerId !== null &&
          (vehicle === null ? (
            <Typography color="text.primary" aria-current="page">
              {customerName}
            </Typography>
          ) : (
            <Link component="button" underline="hover" onClick={() => setVehicle(null)}>
              {customerName}
            </Link>
          ))}
        {vehicle && (
          <Typography color="text.primary" aria-current="page">
            {vehicleName(vehicle) || t('crm.details.unknownVehicle')}
          </Typography>
        )}
      </Breadcrumbs>

      {customerId === null && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <LocationPicker
              label={t('crm.location')}
              sx={{ alignSelf: { sm: 'flex-start' } }}
              locations={locations}
              value={current}
              onChange={(id) => {
                setLocationId(id);
                setPaging((p) => ({ ...p, page: 0 }));
              }}
            />
            <TextField
              size="small"
              type="search"
              label={t('crm.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              sx={{ minWidth: 280 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Stack>
          {current === null ? (
            <Typography color="text.secondary">{t('crm.noLocation')}</Typography>
          ) : (
            <Paper variant="outlined">
              <ServerGrid<CrmCustomer>
                label={t('crm.levels.list')}
                rows={customers.data?.items ?? []}
                columns={columns}
                rowCount={customers.data?.total ?? 0}
                loading={customers.isFetching}
                paginationModel={paging}
                onPaginationModelChange={setPaging}
                pageSizes={GRID_PAGE_SIZES}
                onRowClick={(row) => setCustomerId(row.id)}
                noRowsLabel={
                  customers.isError
                    ? t('crm.errors.customersInline')
                    : filter
                      ? t('crm.noMatch')
                      : t('crm.noCustomers')
                }
              />
            </Paper>
          )}
        </>
      )}

      {customerId !== null && vehicle === null && (
        <CustomerDetails
          partnerId={partnerId}
          customerId={customerId}
          onVehicle={setVehicle}
          onViewRepairOrder={setRoId}
          onMerged={(survivor) => setCustomerId(survivor)}
        />
      )}
      {vehicle && <VehicleDetails vehicle={vehicle} onViewRepairOrder={setRoId} />}
      <RepairOrderDialog id={roId} onClose={() => setRoId(null)} />
    </Stack>
  );
}
