import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@/i18n/admin-messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { stubFetchSignedIn } from '@/test/fetch-mock-hooks';
import { fetchMock, renderRoute, setOnline } from '@/test/test-utils';
import { AdminFormPage } from './admin-form-page';
import { AdminPasswordPage } from './admin-password-page';
import { AdminViewPage } from './admin-view-page';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const copy = adminMessages.loadFailed;
const id = '6f1c1c1e-0000-4000-8000-000000000002';

stubFetchSignedIn('main');

beforeEach(() => {
  setOnline(false);
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
});

describe('an admin account opened offline', () => {
  it('its page says the network is gone, not "this admin does not exist"', async () => {
    renderRoute('/admin/admins/:id', <AdminViewPage />, `/admin/admins/${id}`);
    expect(await screen.findByText(copy.offlineTitle)).toBeVisible();
    expect(screen.queryByText(operationsMessages.ops.admins.notFound)).toBeNull();
  });

  it('its edit form says the network is gone instead of a skeleton that never ends', async () => {
    renderRoute('/admin/admin-form/:id', <AdminFormPage />, `/admin/admin-form/${id}`);
    expect(await screen.findByText(copy.offlineTitle)).toBeVisible();
    expect(screen.getByRole('button', { name: new RegExp(copy.retry) })).toBeVisible();
  });

  it('its password form is not offered without whose password it is', async () => {
    renderRoute('/admin/admin-password/:id', <AdminPasswordPage />, `/admin/admin-password/${id}`);
    expect(await screen.findByText(copy.offlineTitle)).toBeVisible();
    expect(screen.queryByLabelText(operationsMessages.ops.admins.newPassword)).toBeNull();
  });
});
