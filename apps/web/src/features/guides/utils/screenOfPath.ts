import type { ScreenGuideKey } from '@rlo/contract';
import { paths } from '@/app/paths';

// Which screen guide the header's info icon opens on each portal route.
const SCREENS: [string, ScreenGuideKey][] = [
  [paths.dashboard, 'dashboard'],
  [paths.locations, 'locations'],
  [paths.locationSetup, 'locationSetup'],
  [paths.worksheet, 'worksheets'],
  [paths.shopComparison, 'shopComparison'],
  [paths.measureMyShop, 'measureMyShop'],
  [paths.reports, 'reports'],
  [paths.categoryReport, 'categoryReport'],
  [paths.category, 'mapCategory'],
  [paths.goal, 'coachingGoals'],
  [paths.coachComments, 'coachComments'],
  [paths.employeeComments, 'employeeComments'],
  [paths.coachingCall, 'coachingCall'],
  [paths.allCustomers, 'allCustomers'],
  [paths.emailCount, 'emailCount'],
  [paths.roAudit, 'roAudit'],
  [paths.updateRepairOrder, 'deletedRos'],
  ['/settings', 'settings'],
  [paths.helpVideos, 'helpVideos'],
  [paths.userGuide, 'userGuide'],
];

export function screenOfPath(pathname: string): ScreenGuideKey | null {
  const found = SCREENS.find(([path]) => pathname === path || pathname.startsWith(`${path}/`));
  return found ? found[1] : null;
}
