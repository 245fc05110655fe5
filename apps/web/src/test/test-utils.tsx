import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ConfirmScope } from '@/components/confirm-scope';
import { createQueryClient } from '@/lib/query-client';
import { saveAdmin } from '@/lib/session';

export const fetchMock = vi.fn<typeof fetch>();

/** The browser, and TanStack Query with it, going offline or back online. */
export function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  onlineManager.setOnline(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

export function signInAdmin(type: 'main' | 'secondary'): void {
  saveAdmin({
    _id: '6f1c1c1e-0000-4000-8000-000000000001',
    name: type === 'main' ? 'مستر كريم' : 'مساعدة سارة',
    identifier: `${type}@sabora.test`,
    type,
    updatedAt: 1_700_000_000_000,
    token: `${type}-token`,
  });
}

/** The requests made so far, as URLs (path + query). */
export function requestedUrls(): URL[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return new URL(url, 'http://localhost');
  });
}

/** Renders one route inside the app's providers (RTL antd, query client, router). */
export function renderRoute(
  path: string,
  element: ReactNode,
  initialEntry: string,
  extra: { path: string; element: ReactNode }[] = [],
) {
  const router = createMemoryRouter([{ path, element }, ...extra], {
    initialEntries: [initialEntry],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigProvider direction="rtl">
        <ConfirmScope>
          <RouterProvider router={router} />
        </ConfirmScope>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return router;
}
