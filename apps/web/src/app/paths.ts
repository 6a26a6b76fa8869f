// Every route of 1-foundation §2, spelled as the spec spells them. Screens not built yet are
// listed too: the menus link to them.
export const paths = {
  root: '/',
  login: '/login',
  resetPassword: '/reset-password',
  verify: '/verify',
  payment: '/payment',
  dashboard: '/dashboard',
  locations: '/locations',
  worksheet: '/worksheet',
  locationSetup: '/location/setup',
  helpVideos: '/help/videos',
  goal: '/goal',
  coachComments: '/coach-comments',
  alerts: '/alerts',
  employeeComments: '/employee-comments',
  settings: '/settings/:settingsName',
  allCustomers: '/all-customers',
  emailCount: '/email-count',
  roAudit: '/ro-audit',
  onboarding: '/onboarding',
  coachingCall: '/coaching-call',
  shopComparison: '/shop-comparison',
  measureMyShop: '/measure-my-shop',
  reports: '/reports',
  userGuide: '/userGuide',
  updateRepairOrder: '/updateRepairOrder',
  categoryReport: '/categoryReport',
  category: '/category',
  // The coach's screens (provider staff): client locations and one client location.
  agentClientLocations: '/agent/client-locations',
  agentClientLocation: '/agent/client-locations/:id',
} as const;

export const agentClientLocationPath = (id: number): string => paths.agentClientLocation.replace(':id', String(id));

export const SETTINGS_NAMES = ['account', 'users', 'managementSystem', 'billingHistory'] as const;
export type SettingsName = (typeof SETTINGS_NAMES)[number];

export function settingsPath(name: SettingsName): string {
  return paths.settings.replace(':settingsName', name);
}

/** The login screen with the sign-up dialog open (1-foundation §2). */
export const signUpPath = `${paths.login}?user=signup`;
