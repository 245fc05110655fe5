import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, signInAdmin } from '@/features/dashboard/lib/test-utils';
import { RequirePermission } from './require-permission';

afterEach(() => {
  localStorage.clear();
});

describe('RequirePermission', () => {
  it('sends a secondary admin from analytics back to the admin home', async () => {
    signInAdmin('secondary');
    const router = renderRoute(
      '/admin/analytics',
      <RequirePermission action="analytics.view">
        <p>analytics</p>
      </RequirePermission>,
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
      <RequirePermission action="analytics.view">
        <p>analytics</p>
      </RequirePermission>,
      '/admin/analytics',
    );
    expect(await screen.findByText('analytics')).toBeInTheDocument();
  });

  it('lets an assistant through to what the table allows them', async () => {
    signInAdmin('secondary');
    renderRoute(
      '/admin/calls',
      <RequirePermission action="calls.export">
        <p>calls</p>
      </RequirePermission>,
      '/admin/calls',
    );
    expect(await screen.findByText('calls')).toBeInTheDocument();
  });
});
