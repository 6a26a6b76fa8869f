import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { PublicLayout } from './layout/PublicLayout';
import { paths } from './paths';
import { createRootLoader } from './rootLoader';
import { RouteError } from './routes/RouteError';

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      element: <Outlet />,
      loader: createRootLoader(queryClient),
      // The guard must see every navigation, not only those that change this route's params.
      shouldRevalidate: () => true,
      hydrateFallbackElement: <PageLoader />,
      errorElement: <RouteError />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { path: paths.login, lazy: () => import('./routes/login') },
            // Outside the main layout (1-foundation §2); the guard decides who may see them.
            { path: paths.verify, lazy: () => import('./routes/verify') },
            { path: paths.resetPassword, lazy: () => import('./routes/resetPassword') },
            { path: paths.payment, lazy: () => import('./routes/payment') },
          ],
        },
        {
          // The coach's screens: their own layout, without the shop's sidebar and its calls.
          lazy: async () => ({ Component: (await import('./layout/CoachLayout')).CoachLayout }),
          children: [
            { path: paths.agentClientLocations, lazy: () => import('./routes/agentClientLocations') },
            { path: paths.agentClientLocation, lazy: () => import('./routes/agentClientLocation') },
          ],
        },
        {
          // Signed-out visitors never need the sidebar: it loads with the first portal page.
          lazy: async () => ({ Component: (await import('./layout/MainLayout')).MainLayout }),
          children: [
            { path: paths.dashboard, lazy: () => import('./routes/dashboard') },
            { path: paths.locations, lazy: () => import('./routes/locations') },
            { path: paths.locationSetup, lazy: () => import('./routes/locationSetup') },
            { path: paths.allCustomers, lazy: () => import('./routes/allCustomers') },
            { path: paths.emailCount, lazy: () => import('./routes/emailCount') },
            { path: paths.roAudit, lazy: () => import('./routes/roAudit') },
            { path: paths.updateRepairOrder, lazy: () => import('./routes/updateRepairOrder') },
            { path: paths.onboarding, lazy: () => import('./routes/onboarding') },
            { path: paths.worksheet, lazy: () => import('./routes/worksheet') },
            { path: paths.employeeComments, lazy: () => import('./routes/employeeComments') },
            { path: paths.goal, lazy: () => import('./routes/goal') },
            { path: paths.coachComments, lazy: () => import('./routes/coachComments') },
            { path: paths.alerts, lazy: () => import('./routes/alerts') },
            { path: paths.reports, lazy: () => import('./routes/reports') },
            { path: paths.shopComparison, lazy: () => import('./routes/shopComparison') },
            { path: paths.measureMyShop, lazy: () => import('./routes/measureMyShop') },
            { path: paths.category, lazy: () => import('./routes/category') },
            { path: paths.userGuide, lazy: () => import('./routes/userGuide') },
            { path: paths.helpVideos, lazy: () => import('./routes/helpVideos') },
            { path: paths.coachingCall, lazy: () => import('./routes/coachingCall') },
            { path: paths.categoryReport, lazy: () => import('./routes/categoryReport') },
            { path: paths.settings, lazy: () => import('./routes/settings') },
            { path: '*', lazy: () => import('./routes/notFound') },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
