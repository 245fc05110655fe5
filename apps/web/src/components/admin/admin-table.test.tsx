import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tablePagination } from '@/lib/pagination';
// antd's table measures itself: this sets up the ResizeObserver jsdom lacks.
import { renderRoute } from '@/test/test-utils';
import { AdminTable } from './admin-table';
import { useTableParams } from './use-table-params';

function show() {
  const { container } = render(
    <AdminTable
      rowKey="id"
      columns={[{ key: 'name', dataIndex: 'name', title: 'الاسم' }]}
      dataSource={[{ id: 1, name: 'منى أحمد' }]}
    />,
  );
  return {
    table: container.querySelector('table'),
    box: container.querySelector('.ant-table-content'),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AdminTable', () => {
  it('on a phone is as wide as its columns need and scrolls sideways inside its box', () => {
    const { table, box } = show();
    expect(table).toHaveStyle({ width: 'max-content', minWidth: '100%' });
    expect(box).toHaveStyle({ overflowX: 'auto' });
  });

  it('on a wide screen fits its card, still scrolling if it cannot', () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: true,
    }));
    const { table, box } = show();
    expect(table).toHaveStyle({ width: 'auto', minWidth: '100%' });
    expect(box).toHaveStyle({ overflowX: 'auto' });
  });

  describe('an address past the last page', () => {
    // 45 rows are 3 pages of 20; the server answers an empty page 40 with its total.
    function List({ total, loading = false }: { total: number; loading?: boolean }) {
      const table = useTableParams();
      return (
        <AdminTable
          rowKey="id"
          columns={[{ key: 'name', dataIndex: 'name', title: 'الاسم' }]}
          dataSource={[]}
          loading={loading}
          pagination={tablePagination({ page: table.page, total, onChange: table.setPage })}
        />
      );
    }

    const open = (list: React.ReactNode) =>
      renderRoute('/admin/bills', list, '/admin/bills?method=cash&page=40', [
        { path: '/admin', element: <p>home</p> },
      ]);

    // An outsider's walk: ?page=40 of a list of 3 pages showed an empty table.
    it('moves to the last page in place, so Back does not return to the empty one', async () => {
      const router = open(<List total={45} />);
      await waitFor(() => {
        expect(router.state.location.search).toBe('?method=cash&page=3');
      });
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it('waits for the total while the page is being fetched', async () => {
      const router = open(<List total={45} loading />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(router.state.location.search).toBe('?method=cash&page=40');
    });

    it('stays when nothing is found, as there is no page to move to', async () => {
      const router = open(<List total={0} />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(router.state.location.search).toBe('?method=cash&page=40');
    });
  });
});
