import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminPage } from '@/components/admin/admin-page';
import { adminMessages } from '@/i18n/admin-messages';
import { fetchMock, renderRoute, signInAdmin } from '@/test/test-utils';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { z } from 'zod';
import { AdminTable } from './admin-table';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), info: vi.fn(), success: vi.fn() }),
}));

const copy = adminMessages.loadFailed;
const rows = z.object({ rows: z.array(z.object({ id: z.number(), name: z.string() })) });

/** A list of students read from `/api/list`, as every admin list is. */
function List() {
  const query = useQuery({
    queryKey: ['list'],
    queryFn: ({ signal }) => apiRequest('/api/list', { schema: rows, signal }),
  });
  return (
    <AdminPage title="الطلاب">
      <AdminTable
        rowKey="id"
        columns={[{ key: 'name', dataIndex: 'name', title: 'الاسم' }]}
        dataSource={query.data?.rows}
        loading={query.isFetching}
        query={query}
        locale={{ emptyText: 'لسه مفيش طلاب' }}
      />
    </AdminPage>
  );
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  onlineManager.setOnline(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  signInAdmin('main');
});

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('an admin screen whose data never arrived', () => {
  it('offline, a list says the network is gone instead of "nothing here", and fills in when it returns', async () => {
    setOnline(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderRoute('/admin/list', <List />, '/admin/list');
    expect(await screen.findByText(copy.offlineTitle)).toBeInTheDocument();
    expect(screen.queryByText('لسه مفيش طلاب')).not.toBeInTheDocument();

    fetchMock.mockResolvedValue(Response.json({ rows: [{ id: 1, name: 'منى أحمد' }] }));
    setOnline(true);
    expect(await screen.findByText('منى أحمد')).toBeInTheDocument();
    expect(screen.queryByTestId('load-failed')).not.toBeInTheDocument();
  });

  it('with the server gone, a list says it cannot be reached and asks again on "try again"', async () => {
    setOnline(true);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderRoute('/admin/list', <List />, '/admin/list');
    expect(await screen.findByText(copy.serverTitle, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('لسه مفيش طلاب')).not.toBeInTheDocument();

    fetchMock.mockResolvedValue(Response.json({ rows: [{ id: 1, name: 'منى أحمد' }] }));
    await userEvent.click(screen.getByRole('button', { name: new RegExp(copy.retry) }));
    expect(await screen.findByText('منى أحمد')).toBeInTheDocument();
  }, 15_000);
});
