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
          // Signed-out visitors never need the sidebar: it loads with the first portal page.
          lazy: async () => ({ Component: (await import('./layout/MainLayout')).MainLayout }),
          children: [
            { path: paths.dashboard, lazy: () => import('./routes/dashboard') },
            { path: paths.onboarding, lazy: () => import('./routes/onboarding') },
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
