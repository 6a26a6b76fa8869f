import type { SessionUser } from '@rlo/contract';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/users';
import { buildMenu, isGoalUser, type MenuItemId } from '../menu';

function ids(user: SessionUser, selected: number | null = null): MenuItemId[] {
  return buildMenu(user, selected).flatMap((section) => section.items.map((item) => item.id));
}

const ALWAYS: MenuItemId[] = [
  'dashboard',
  'alerts',
  'locations',
  'locationSetup',
  'shopComparison',
  'reports',
  'categoryReport',
  'mapCategory',
  'coachingCall',
  'allCustomers',
  'emailCount',
  'roAudit',
  'helpVideos',
  'userGuide',
];

const employee = makeUser({
  role: 'User',
  isShopOwner: 'false',
  subscriptions: [{ id: 11, subscriptions: [] }],
});

describe('buildMenu', () => {
  it('gives a shop owner with every subscription every entry, in order', () => {
    expect(ids(makeUser())).toEqual([
      'dashboard',
      'alerts',
      'locations',
      'locationSetup',
      'worksheet',
      'shopComparison',
      'measureMyShop',
      'reports',
      'categoryReport',
      'mapCategory',
      'coachingGoals',
      'coachComments',
      'employeeComments',
      'coachingCall',
      'allCustomers',
      'emailCount',
      'roAudit',
      'deletedRos',
      'helpVideos',
      'userGuide',
    ]);
  });

  it('gives a plain user without subscriptions only the unconditional entries', () => {
    expect(ids(employee)).toEqual(ALWAYS);
  });

  it('shows Measure My Shop only with measure_my_shop on the location', () => {
    const user = makeUser({ subscriptions: [{ id: 11, subscriptions: ['measure_my_shop'] }] });
    expect(ids(user)).toContain('measureMyShop');
    expect(ids(makeUser({ subscriptions: [{ id: 11, subscriptions: ['rlo_standard'] }] }))).not.toContain(
      'measureMyShop',
    );
  });

  it('shows the worksheet only with rlo_standard', () => {
    expect(ids(makeUser({ subscriptions: [{ id: 11, subscriptions: ['rlo_standard'] }] }))).toContain(
      'worksheet',
    );
    expect(ids(makeUser({ subscriptions: [{ id: 11, subscriptions: ['rlo_daily_email'] }] }))).not.toContain(
      'worksheet',
    );
  });

  it('shows coach and employee comments only with rlo_daily_email, the badge on coach comments', () => {
    const user = makeUser({ subscriptions: [{ id: 11, subscriptions: ['rlo_daily_email'] }] });
    const items = buildMenu(user, null).flatMap((section) => section.items);
    expect(items.find((item) => item.id === 'coachComments')?.unreadBadge).toBe(true);
    expect(items.find((item) => item.id === 'employeeComments')).toBeDefined();
    expect(items.filter((item) => item.unreadBadge)).toHaveLength(1);
    expect(ids(makeUser({ subscriptions: [{ id: 11, subscriptions: ['rlo_standard'] }] }))).not.toContain(
      'coachComments',
    );
  });

  it('labels employee comments Coach My Employees for shop owners, Owner comments otherwise', () => {
    const label = (user: SessionUser) =>
      buildMenu(user, null)
        .flatMap((section) => section.items)
        .find((item) => item.id === 'employeeComments')?.label;
    expect(label(makeUser())).toBe('menu.coachMyEmployees');
    expect(label(makeUser({ isShopOwner: 'false' }))).toBe('menu.ownerComments');
  });

  it('shows Deleted ROs to shop owners only', () => {
    expect(ids(makeUser())).toContain('deletedRos');
    expect(ids(makeUser({ isShopOwner: 'false' }))).not.toContain('deletedRos');
  });

  it('shows Coaching Goals to shop owners and Admins only', () => {
    expect(ids(makeUser({ role: 'User', isShopOwner: 'true' }))).toContain('coachingGoals');
    expect(ids(makeUser({ role: 'Admin', isShopOwner: 'false' }))).toContain('coachingGoals');
    expect(ids(makeUser({ role: 'LocationManager', isShopOwner: 'false' }))).not.toContain('coachingGoals');
    expect(isGoalUser({ role: 'CompositePartner', isShopOwner: 'false' })).toBe(false);
  });

  it('reads the subscriptions of the selected location, else of the default one', () => {
    const user = makeUser({
      defaultLocation: 11,
      subscriptions: [
        { id: 11, subscriptions: [] },
        { id: 12, subscriptions: ['measure_my_shop'] },
      ],
    });
    expect(ids(user, null)).not.toContain('measureMyShop');
    expect(ids(user, 12)).toContain('measureMyShop');
    expect(ids(user, 99)).not.toContain('measureMyShop');
    const withoutLocation = ids(makeUser({ defaultLocation: null }), null);
    for (const id of ['worksheet', 'measureMyShop', 'coachComments', 'employeeComments'] as const) {
      expect(withoutLocation).not.toContain(id);
    }
  });

  it('disables every entry until onboarding is finished', () => {
    const entries = (user: SessionUser) => buildMenu(user, null).flatMap((section) => section.items);
    expect(entries(makeUser()).every((item) => !item.disabled)).toBe(true);
    for (const stage of ['MANAGEMENT_SYSTEM', 'CREDIT_CARD'] as const) {
      expect(entries(makeUser({ OnboardingStage: stage })).every((item) => item.disabled)).toBe(true);
    }
  });

  it('groups entries in sections and leaves out none that is empty', () => {
    const sections = buildMenu(employee, null);
    expect(sections.map((section) => section.id)).toEqual([
      'overview',
      'analysis',
      'coaching',
      'customers',
      'repairOrders',
      'help',
    ]);
    expect(sections.every((section) => section.items.length > 0)).toBe(true);
  });
});
