import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import {
  fetchMock,
  renderRoute,
  requestedUrls,
  signInAdmin,
} from '@/features/dashboard/lib/test-utils';
import { RequireMainAdmin } from './require-main-admin';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), info: vi.fn(), success: vi.fn() }),
}));

const dashboard = (amount: number | null) => ({
  newStudentsToday: 4,
  paymentsToday: { count: 3, amount },
  callsToday: 7,
  followUpsDue: 2,
  examsRunning: 1,
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('main-admin-only screens', () => {
  it('sends a secondary admin from analytics back to the admin home', async () => {
    signInAdmin('secondary');
    const router = renderRoute(
      '/admin/analytics',
      <RequireMainAdmin>
        <p>analytics</p>
      </RequireMainAdmin>,
      '/admin/analytics',
      [{ path: '/admin', element: <p>admin home</p> }],
    );
    expect(await screen.findByText('admin home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByText('analytics')).not.toBeInTheDocument();
  });

  it('lets the main admin in', async () => {
    signInAdmin('main');
    renderRoute(
      '/admin/analytics',
      <RequireMainAdmin>
        <p>analytics</p>
      </RequireMainAdmin>,
      '/admin/analytics',
    );
    expect(await screen.findByText('analytics')).toBeInTheDocument();
  });
});

describe('Dashboard', () => {
  it("shows the main admin today's payment sum", async () => {
    signInAdmin('main');
    fetchMock.mockImplementation(() => Promise.resolve(Response.json(dashboard(2500))));
    renderRoute('/admin', <Dashboard />, '/admin');
    expect(await screen.findByTestId('stat-payments')).toHaveTextContent('2,500 جنيه');
    expect(screen.getByTestId('stat-follow-ups')).toHaveAttribute(
      'href',
      '/admin/calls?followUpDue=true',
    );
  });

  it('shows a secondary admin the number of payments, never a sum', async () => {
    signInAdmin('secondary');
    fetchMock.mockImplementation(() => Promise.resolve(Response.json(dashboard(null))));
    renderRoute('/admin', <Dashboard />, '/admin');
    const card = await screen.findByTestId('stat-payments');
    expect(card).toHaveTextContent('3');
    expect(card).not.toHaveTextContent('جنيه');
    await waitFor(() => {
      expect(requestedUrls().map((url) => url.pathname)).toEqual(['/api/admin/dashboard']);
    });
  });
});
