import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { adminSectionsFor } from '@/features/admin/components/admin-sections';
import { fetchMock, requestedUrls, signInAdmin } from '@/test/test-utils';
import { createQueryClient } from '@/lib/query-client';
import { routes } from './router';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const dashboard = {
  newStudentsToday: 0,
  paymentsToday: { count: 0, amount: null },
  callsToday: 0,
  followUpsDue: 0,
  examsRunning: 0,
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() => Promise.resolve(Response.json(dashboard)));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function menuLabels(): Promise<string[]> {
  await userEvent.click(await screen.findByTestId('admin-menu-button'));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

const mainOnlySections = adminSectionsFor('main').filter(
  (section) => !adminSectionsFor('secondary').some((other) => other.path === section.path),
);

describe('an assistant and the main-only parts of the admin area', () => {
  it('has main-only sections to test: the permission table keeps some from them', () => {
    expect(mainOnlySections.map((section) => section.path).sort()).toEqual([
      '/admin/admin-form',
      '/admin/admins',
      '/admin/analytics',
      '/admin/audit',
      '/admin/code-batches',
    ]);
  });

  it('sees none of them in the menu, which the main admin does', async () => {
    signInAdmin('secondary');
    open('/admin');
    const labels = await menuLabels();
    for (const section of mainOnlySections) expect(labels).not.toContain(section.label);
    expect(labels.length).toBe(adminSectionsFor('secondary').length);
  });

  it('sees all of them in the main admin’s menu', async () => {
    signInAdmin('main');
    open('/admin');
    const labels = await menuLabels();
    for (const section of mainOnlySections) expect(labels).toContain(section.label);
  });

  const typedUrls = [
    ...mainOnlySections.map((section) => section.path),
    '/admin/admins/6f1c1c1e-0000-4000-8000-000000000002',
    '/admin/admin-form/6f1c1c1e-0000-4000-8000-000000000002',
    '/admin/admin-password/6f1c1c1e-0000-4000-8000-000000000002',
  ];
  it.each(typedUrls)('is sent back to the admin home from %s', async (path) => {
    signInAdmin('secondary');
    const router = open(path);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin');
    });
    expect(await screen.findByTestId('stat-payments')).toBeInTheDocument();
    // The page it asked for never loaded, so none of that page's data was asked for.
    const asked = requestedUrls().map((url) => url.pathname);
    expect(asked).toContain('/api/admin/dashboard');
    expect(asked.filter((url) => /\/api\/admin\/(admins|analytics|audit)/.test(url))).toEqual([]);
  });
});
