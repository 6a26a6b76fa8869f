import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { date, money } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useCustomerRepairOrders } from '../../api/customerRepairOrders';
import { SectionError } from '../SectionStates';
import { vehicleName } from './repairOrderColumns';

const HISTORY_SIZE = 50;

interface RepairOrderHistoryProps {
  locationId: number;
  customerId: number;
  currentId: number;
  onOpen: (repairOrderId: number) => void;
}

/** The side panel: the customer's ROs at the RO's location, newest first; one opens in the dialog. */
export function RepairOrderHistory({ locationId, customerId, currentId, onOpen }: RepairOrderHistoryProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useCustomerRepairOrders({ locationId, customerId, pageSize: HISTORY_SIZE });
  return (
    <section aria-labelledby="ro-history-heading">
      <Typography id="ro-history-heading" variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('dashboard.ro.history')}
        {query.data && ` (${query.data.total})`}
      </Typography>
      {query.isPending && <Skeleton variant="rounded" height={160} />}
      {query.isError && <SectionError error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <List
          dense
          disablePadding
          aria-label={t('dashboard.ro.history')}
          sx={{ maxHeight: 520, overflowY: 'auto' }}
        >
          {query.data.items.map((ro) => (
            // Each button in its own <li>: a list holds list items only (axe 'list').
            <ListItem key={ro.id} disablePadding>
              <ListItemButton
                selected={ro.id === currentId}
                aria-current={ro.id === currentId ? 'true' : undefined}
                onClick={() => onOpen(ro.id)}
                sx={{ borderRadius: 1 }}
              >
                <ListItemText
                  primary={`#${ro.order_number} · ${money(ro.total_sold_price_cents, locale)}`}
                  secondary={[date(ro.business_date ?? ro.closed ?? ro.opened), vehicleName(ro.vehicle)]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
