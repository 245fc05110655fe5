import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMock, renderRoute, requestedUrls, signInAdmin } from '@/test/test-utils';
import { Dashboard } from './dashboard';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

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

describe('Dashboard', () => {
  it("shows the main admin today's payment sum", async () => {
    signInAdmin('main');
    fetchMock.mockImplementation(() => Promise.resolve(Response.json(dashboard(2500))));
    renderRoute('/admin', <Dashboard />, '/admin');
    const card = await screen.findByTestId('stat-payments');
    expect(card).toHaveTextContent('2,500 جنيه');
    expect(card).toHaveTextContent('3 دفعات');
    expect(within(card).getByRole('img', { name: 'dollar' })).toBeInTheDocument();
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
    // A bare "3" under a money icon read as 3 pounds: the count says what it counts.
    expect(card).toHaveTextContent('3 دفعات');
    expect(card).not.toHaveTextContent('جنيه');
    expect(within(card).queryByRole('img', { name: 'dollar' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(requestedUrls().map((url) => url.pathname)).toEqual(['/api/admin/dashboard']);
    });
  });
});
