import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMock, renderRoute, signInAdmin } from '@/test/test-utils';
import { RequireMainAdmin } from './require-main-admin';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), info: vi.fn(), success: vi.fn() }),
}));

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
