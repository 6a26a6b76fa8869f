import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUnreadAlerts } from '@/api/alerts';
import { Tooltip } from '@/components/Tooltip';

/** The header's bell: how many KPI alerts the user has not read, and the way to them. */
export function AlertsBell({ partnerId, to }: { partnerId: number; to: string }) {
  const { t } = useTranslation();
  const unread = useUnreadAlerts(partnerId).data ?? 0;
  const label = t('alerts.bell', { count: unread });
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={RouterLink} to={to} aria-label={label}>
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
