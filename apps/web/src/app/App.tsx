import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { PageLoader } from '@/components/PageLoader';
import { AppProviders } from './providers';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';
import { installUnauthorizedHandler } from './signOut';

function createApp() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  installUnauthorizedHandler(queryClient, (to) => router.navigate(to));
  return { queryClient, router };
}

export function App() {
  const [{ queryClient, router }] = useState(createApp);
  return (
    <AppProviders queryClient={queryClient}>
      {/* Components wait for their translations here. */}
      <Suspense fallback={<PageLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
