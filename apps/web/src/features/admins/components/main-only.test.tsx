import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import {
  fetchMock,
  renderRoute,
  requestedUrls,
  signInAdmin,
} from '@/features/dashboard/lib/test-utils';

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
