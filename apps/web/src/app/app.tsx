import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import type { AppRouter } from './router';
import { Providers } from './providers';

/**
 * The router and the query client come made (main.tsx): made in a component's
 * state, a first render that React restarts (it renders in a transition, in
 * slices) would make them again, and the new client would have lost the data
 * the first one took from the early calls — the exam banner then asked again
 * and pushed the page down when it came.
 */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
