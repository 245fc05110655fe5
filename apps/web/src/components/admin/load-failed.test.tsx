import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminPage } from '@/components/admin/admin-page';
import { adminMessages } from '@/i18n/admin-messages';
import { stubFetchSignedIn } from '@/test/fetch-mock-hooks';
import { fetchMock, renderRoute, setOnline } from '@/test/test-utils';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { z } from 'zod';
import { AdminTable } from './admin-table';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

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

stubFetchSignedIn('main');

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

  it('with the server gone while the browser stays online, fills in by itself once the server answers', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    try {
      setOnline(true);
      let serverUp = false;
      fetchMock.mockImplementation((input) => {
        if (!serverUp) return Promise.reject(new TypeError('Failed to fetch'));
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        return Promise.resolve(
          url.endsWith('/api/health')
            ? Response.json({ ok: true })
            : Response.json({ rows: [{ id: 1, name: 'منى أحمد' }] }),
        );
      });
      const asked = (path: string) =>
        fetchMock.mock.calls.filter(([input]) => String(input).endsWith(path)).length;
      const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

      renderRoute('/admin/list', <List />, '/admin/list');
      // The list's own three tries (at once, 1 s, 2 s later), then the screen says so.
      await wait(3_500);
      expect(screen.getByText(copy.serverTitle)).toBeInTheDocument();
      // It says what will happen: the data comes by itself.
      expect(screen.getByText(copy.serverText)).toBeInTheDocument();
      expect(asked('/api/list')).toBe(3);

      // The server is asked less and less often (2 s, 4 s, 8 s …), the list not at all.
      await wait(60_000);
      const healthAsks = asked('/api/health');
      expect(healthAsks).toBeGreaterThanOrEqual(4);
      expect(healthAsks).toBeLessThanOrEqual(7);
      expect(asked('/api/list')).toBe(3);

      // Back: seen at the next ask (at most 30 s later), and the list loads without a click.
      serverUp = true;
      await wait(30_000);
      expect(screen.getByText('منى أحمد')).toBeInTheDocument();
      expect(screen.queryByTestId('load-failed')).not.toBeInTheDocument();

      // Loaded, nothing is asked any more.
      const settled = fetchMock.mock.calls.length;
      await wait(120_000);
      expect(fetchMock.mock.calls.length).toBe(settled);
    } finally {
      vi.useRealTimers();
    }
  });
});
