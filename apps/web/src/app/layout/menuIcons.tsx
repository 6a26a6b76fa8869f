import AccountTree from '@mui/icons-material/AccountTree';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Category from '@mui/icons-material/Category';
import CompareArrows from '@mui/icons-material/CompareArrows';
import Dashboard from '@mui/icons-material/Dashboard';
import DeleteSweep from '@mui/icons-material/DeleteSweep';
import Email from '@mui/icons-material/Email';
import FactCheck from '@mui/icons-material/FactCheck';
import Flag from '@mui/icons-material/Flag';
import Forum from '@mui/icons-material/Forum';
import Groups from '@mui/icons-material/Groups';
import MenuBook from '@mui/icons-material/MenuBook';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import People from '@mui/icons-material/People';
import PhoneInTalk from '@mui/icons-material/PhoneInTalk';
import Speed from '@mui/icons-material/Speed';
import Store from '@mui/icons-material/Store';
import Tune from '@mui/icons-material/Tune';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuItemId } from './menu';

export const MENU_ICONS: Record<MenuItemId, SvgIconComponent> = {
  dashboard: Dashboard,
  alerts: NotificationsActive,
  locations: Store,
  locationSetup: Tune,
  worksheet: Assignment,
  shopComparison: CompareArrows,
  measureMyShop: Speed,
  reports: Assessment,
  categoryReport: Category,
  mapCategory: AccountTree,
  coachingGoals: Flag,
  coachComments: Forum,
  employeeComments: Groups,
  coachingCall: PhoneInTalk,
  allCustomers: People,
  emailCount: Email,
  roAudit: FactCheck,
  deletedRos: DeleteSweep,
  helpVideos: OndemandVideo,
  userGuide: MenuBook,
};
