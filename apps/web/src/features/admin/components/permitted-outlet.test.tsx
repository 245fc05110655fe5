import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { saveAdmin } from '@/lib/session';
import { adminSession } from '@/test/session-fixtures';
import { PermittedOutlet } from './permitted-outlet';

function open(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <PermittedOutlet />,
        children: [
          { index: true, element: <p>admin home</p> },
          { path: '*', element: <p>the page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PermittedOutlet', () => {
  it.each(['/admin/analytics', '/admin/admin-password/a1', '/admin/audit'])(
    'sends a secondary admin from %s back to the admin home',
    async (path) => {
      saveAdmin({ ...adminSession, type: 'secondary' });
      const router = open(path);
      expect(await screen.findByText('admin home')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin');
      expect(screen.queryByText('the page')).not.toBeInTheDocument();
    },
  );

  it('lets the main admin in', async () => {
    saveAdmin({ ...adminSession, type: 'main' });
    open('/admin/analytics');
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('opens the pages of unrestricted sections to an assistant', async () => {
    saveAdmin({ ...adminSession, type: 'secondary' });
    open('/admin/user-calls/u1');
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });
});
