import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RepairOrderDetail } from '@rlo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { date, dateTime, hours, money, phone } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { customerName, vehicleName } from './repairOrderColumns';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

const factGrid = {
  m: 0,
  display: 'grid',
  gap: 1.25,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
};

/** Who, what car, when, and the money of an RO. */
export function RepairOrderFacts({ ro }: { ro: RepairOrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cash = (cents: number) => money(cents, locale);
  const { customer } = ro;
  const address = [customer.address, customer.city, customer.state, customer.postal_code]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <Box component="dl" sx={factGrid} aria-label={t('dashboard.ro.facts')}>
        <Fact label={t('dashboard.ro.customer')}>
          {[customerName(customer), customer.company].filter(Boolean).join(' · ')}
        </Fact>
        <Fact label={t('dashboard.ro.phone')}>
          {customer.phone_numbers.map((entry) => phone(entry)).join(', ')}
        </Fact>
        <Fact label={t('dashboard.ro.email')}>{customer.email_addresses.join(', ')}</Fact>
        <Fact label={t('dashboard.ro.address')}>{address}</Fact>
        <Fact label={t('dashboard.ro.customerSince')}>{date(customer.first_seen)}</Fact>
        <Fact label={t('dashboard.ro.vehicle')}>
          {[vehicleName(ro.vehicle), ro.vehicle?.vin && `VIN ${ro.vehicle.vin}`].filter(Boolean).join(' · ')}
        </Fact>
        <Fact label={t('dashboard.ro.location')}>{ro.location_name}</Fact>
        <Fact label={t('dashboard.ro.opened')}>{dateTime(ro.opened)}</Fact>
        <Fact label={t('dashboard.ro.closed')}>{dateTime(ro.closed)}</Fact>
        <Fact label={t('dashboard.ro.writer')}>{ro.writer?.full_name}</Fact>
        <Fact label={t('dashboard.ro.technician')}>{ro.technician?.full_name}</Fact>
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        {t('dashboard.ro.totals')}
      </Typography>
      <Box component="dl" sx={factGrid}>
        <Fact label={t('dashboard.ro.labor')}>{cash(ro.labor_sold_price_cents)}</Fact>
        <Fact label={t('dashboard.ro.parts')}>{cash(ro.parts_sold_price_cents)}</Fact>
        <Fact label={t('dashboard.ro.tires')}>{cash(ro.tires_sold_price_cents)}</Fact>
        <Fact label={t('dashboard.ro.sublet')}>{cash(ro.sublet_sold_price_cents)}</Fact>
        <Fact label={t('dashboard.ro.other')}>{cash(ro.other_sold_price_cents)}</Fact>
        <Fact label={t('dashboard.ro.discount')}>{cash(ro.discounted_cents)}</Fact>
        <Fact label={t('dashboard.ro.totalSold')}>
          <strong>{cash(ro.total_sold_price_cents)}</strong>
        </Fact>
        <Fact label={t('dashboard.ro.tax')}>{cash(ro.tax_cents)}</Fact>
        <Fact label={t('dashboard.ro.cost')}>{cash(ro.actual_cost_cents)}</Fact>
        <Fact label={t('dashboard.ro.grossProfit')}>
          <strong>{cash(ro.gross_profit_cents)}</strong>
        </Fact>
        <Fact label={t('dashboard.ro.soldHours')}>{hours(ro.sold_seconds, locale)}</Fact>
        <Fact label={t('dashboard.ro.actualHours')}>{hours(ro.actual_seconds, locale)}</Fact>
      </Box>
    </>
  );
}
