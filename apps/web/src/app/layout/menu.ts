import type { SessionUser, Subscription } from '@rlo/contract';
import { paths } from '../paths';

export type MenuItemId =
  | 'dashboard'
  | 'alerts'
  | 'locations'
  | 'locationSetup'
  | 'worksheet'
  | 'shopComparison'
  | 'measureMyShop'
  | 'reports'
  | 'categoryReport'
  | 'mapCategory'
  | 'coachingGoals'
  | 'coachComments'
  | 'employeeComments'
  | 'coachingCall'
  | 'allCustomers'
  | 'emailCount'
  | 'roAudit'
  | 'deletedRos'
  | 'helpVideos'
  | 'userGuide';

export interface MenuItem {
  id: MenuItemId;
  path: string;
  /** Translation key of the label. */
  label: string;
  /** Menus are disabled until onboarding is finished. */
  disabled: boolean;
  /** Shows the unread coach-comment count. */
  unreadBadge?: boolean;
}

export interface MenuSection {
  id: 'overview' | 'analysis' | 'coaching' | 'customers' | 'repairOrders' | 'help';
  label: string;
  items: MenuItem[];
}

type MenuUser = Pick<
  SessionUser,
  'role' | 'isShopOwner' | 'defaultLocation' | 'subscriptions' | 'OnboardingStage'
>;

function subscriptionsOf(user: MenuUser, locationId: number | null): readonly Subscription[] {
  if (locationId === null) return [];
  return user.subscriptions.find((entry) => entry.id === locationId)?.subscriptions ?? [];
}

/** Coaching goals are valid only for a shop owner or an Admin (1-foundation §6). */
export function isGoalUser(user: Pick<SessionUser, 'role' | 'isShopOwner'>): boolean {
  return user.isShopOwner === 'true' || user.role === 'Admin';
}

/**
 * The sidebar of 1-foundation §2 for this user. Subscriptions are those of the selected location,
 * or of the default location when none is selected.
 */
export function buildMenu(user: MenuUser, selectedLocationId: number | null): MenuSection[] {
  const subscriptions = subscriptionsOf(user, selectedLocationId ?? user.defaultLocation);
  const has = (subscription: Subscription) => subscriptions.includes(subscription);
  const shopOwner = user.isShopOwner === 'true';
  const disabled = user.OnboardingStage !== 'FINISH';

  const item = (id: MenuItemId, path: string, label = `menu.${id}`): MenuItem => ({
    id,
    path,
    label,
    disabled,
  });

  const sections: MenuSection[] = [
    {
      id: 'overview',
      label: 'menu.sections.overview',
      items: [
        item('dashboard', paths.dashboard),
        item('alerts', paths.alerts),
        item('locations', paths.locations),
        item('locationSetup', paths.locationSetup),
        ...(has('rlo_standard') ? [item('worksheet', paths.worksheet)] : []),
      ],
    },
    {
      id: 'analysis',
      label: 'menu.sections.analysis',
      items: [
        item('shopComparison', paths.shopComparison),
        ...(has('measure_my_shop') ? [item('measureMyShop', paths.measureMyShop)] : []),
        item('reports', paths.reports),
        item('categoryReport', paths.categoryReport),
        item('mapCategory', paths.category),
      ],
    },
    {
      id: 'coaching',
      label: 'menu.sections.coaching',
      items: [
        ...(isGoalUser(user) ? [item('coachingGoals', paths.goal)] : []),
        ...(has('rlo_daily_email')
          ? [
              { ...item('coachComments', paths.coachComments), unreadBadge: true },
              item(
                'employeeComments',
                paths.employeeComments,
                shopOwner ? 'menu.coachMyEmployees' : 'menu.ownerComments',
              ),
            ]
          : []),
        item('coachingCall', paths.coachingCall),
      ],
    },
    {
      id: 'customers',
      label: 'menu.sections.customers',
      items: [item('allCustomers', paths.allCustomers), item('emailCount', paths.emailCount)],
    },
    {
      id: 'repairOrders',
      label: 'menu.sections.repairOrders',
      items: [
        item('roAudit', paths.roAudit),
        ...(shopOwner ? [item('deletedRos', paths.updateRepairOrder)] : []),
      ],
    },
    {
      id: 'help',
      label: 'menu.sections.help',
      items: [item('helpVideos', paths.helpVideos), item('userGuide', paths.userGuide)],
    },
  ];
  return sections.filter((section) => section.items.length > 0);
}
