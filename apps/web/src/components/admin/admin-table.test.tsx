import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// antd's table measures itself: this sets up the ResizeObserver jsdom lacks.
import '@/test/test-utils';
import { AdminTable } from './admin-table';

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
});
