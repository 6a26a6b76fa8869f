import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { meQueryOptions, useMe } from '@/features/auth/api/me';
import { useLocations } from '@/features/locations/api/locations';
import { paymentInfoQueryKey } from '@/features/payment/api/paymentInfo';
import { canManageCard } from '@/features/payment/access';
import { CardForm } from '@/features/payment/components/CardForm';
import { accountQueryKey } from '@/features/settings/api/account';
import { AccountSettings } from '@/features/settings/components/AccountSettings';
import { BillingHistory } from '@/features/settings/components/BillingHistory';
import { ManagementSettings } from '@/features/settings/components/ManagementSettings';
import { SettingsTabs } from '@/features/settings/components/SettingsTabs';
import { UsersSettings } from '@/features/settings/components/UsersSettings';
import { isSettingsTab } from '@/features/settings/tabs';
import { notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/pageTitle';
import { paths, settingsPath } from '../paths';

/** /settings/{account|users|managementSystem|billingHistory} (3-operations §2 "Settings"). */
export function Component() {
  const { t } = useTranslation();
  const { settingsName } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useMe();
  const locations = useLocations();
  const tab = isSettingsTab(settingsName) ? settingsName : 'account';
  // "Account Settings - Rlo training": the settings name, then Settings, then the suffix.
  usePageTitle(t('settings.pageTitle', { name: t(`settings.tabs.${tab}`) }));
  if (!isSettingsTab(settingsName)) return <Navigate to={settingsPath('account')} replace />;
  if (!user) return null;
  const canEdit = canManageCard(user);

  const onCardChanged = () => {
    void queryClient.invalidateQueries({ queryKey: accountQueryKey(user.partnerId) });
    void queryClient.invalidateQueries({ queryKey: paymentInfoQueryKey(user.partnerId) });
  };
  // A new address of one's own must be verified: the guard then holds the user on /verify.
  const onOwnEmailChanged = async () => {
    await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).catch(() => null);
    void navigate(paths.verify, { replace: true });
  };

  return (
    <SettingsTabs current={tab} hrefOf={settingsPath}>
      {tab === 'account' && (
        <AccountSettings
          partnerId={user.partnerId}
          canEdit={canEdit}
          onCardChanged={onCardChanged}
          renderCardForm={({ onSaved, onDeclined }) => (
            <CardForm
              partnerId={user.partnerId}
              paymentProcessingPublicKey={user.paymentProcessingPublicKey}
              onDeclined={onDeclined}
              onSaved={() => {
                notifySuccess(t('payment.saved'));
                onSaved();
              }}
            />
          )}
        />
      )}
      {tab === 'users' && (
        <UsersSettings
          currentUserId={user.id}
          canEdit={canEdit}
          locations={locations.data?.items ?? []}
          onOwnEmailChanged={() => void onOwnEmailChanged()}
        />
      )}
      {tab === 'managementSystem' && (
        <ManagementSettings
          partnerId={user.partnerId}
          locations={locations.data?.items}
          locationsFailed={locations.isError}
          canEdit={canEdit}
          locationSetupHref={paths.locationSetup}
        />
      )}
      {tab === 'billingHistory' && <BillingHistory partnerId={user.partnerId} />}
    </SettingsTabs>
  );
}
