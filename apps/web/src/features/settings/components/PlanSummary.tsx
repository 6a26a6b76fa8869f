import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_SUBSCRIPTION_TEXT, type Account } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { count, list } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

const STATUS_COLOR = { Active: 'success', Trial: 'info', Disabled: 'default' } as const;

/**
 * The subscription section: the plan the account holds (its status and the subscriptions of its
 * locations, by their display names) or, without any, the default text in the interface language.
 * A plan text set for the account (anything but the default) names the plan above the list.
 */
export function PlanSummary({ account }: { account: Pick<Account, 'plan' | 'subscriptionText'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { status, subscriptions } = account.plan;
  const customText = account.subscriptionText !== DEFAULT_SUBSCRIPTION_TEXT ? account.subscriptionText : null;
  if (subscriptions.length === 0) {
    return <Typography data-testid="subscription-text">{customText ?? t('settings.account.subscription.none')}</Typography>;
  }
  const names = subscriptions.map(({ subscription }) => t(`product.subscriptions.${subscription}`));
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={STATUS_COLOR[status]} label={t(`settings.account.subscription.status.${status}`)} data-testid="subscription-status" />
        <Typography data-testid="subscription-text">{customText ?? list(names, locale)}</Typography>
      </Stack>
      <List dense disablePadding aria-label={t('settings.account.subscription.listLabel')}>
        {subscriptions.map(({ subscription, locations }, index) => (
          <ListItem key={subscription} disableGutters data-subscription={subscription}>
            <ListItemText
              primary={names[index]}
              secondary={t('settings.account.subscription.locations', { count: locations, formatted: count(locations, locale) })}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
