import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminTable } from '@/components/admin/admin-table';
import { tablePagination } from '@/lib/pagination';
import { createQueryClient } from '@/lib/query-client';
import { fetchMock, signInAdmin } from '@/test/test-utils';
import { AdminLayout } from './admin-layout';

const rows = Array.from({ length: 45 }, (_, index) => ({ key: index, name: `صف ${index + 1}` }));

/** An admin list as the admin screens draw it: AdminTable with the shared pagination. */
function PagedList() {
  const [page, setPage] = useState(1);
  return (
    <AdminTable
      columns={[{ key: 'name', dataIndex: 'name', title: 'الاسم' }]}
      dataSource={rows}
      pagination={tablePagination({ page, total: rows.length, onChange: setPage })}
    />
  );
}

function open() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [{ path: 'bills', element: <PagedList /> }],
      },
    ],
    { initialEntries: ['/admin/bills'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigProvider direction="rtl">
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() => Promise.resolve(Response.json({ count: 0 })));
  signInAdmin('secondary');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the admin layout', () => {
  it.each([
    ['Arabic-Indic', '٢', 'صف 21'],
    ['Persian', '۳', 'صف 41'],
    ['Latin', '2', 'صف 21'],
  ])('lets a list’s page jumper take %s digits', async (_, typed, firstRow) => {
    open();
    expect(await screen.findByText('صف 1')).toBeInTheDocument();
    const jumper = document.querySelector<HTMLInputElement>(
      '.ant-pagination-options-quick-jumper input',
    )!;
    fireEvent.change(jumper, { target: { value: typed } });
    fireEvent.keyUp(jumper, { key: 'Enter', keyCode: 13 });
    expect(await screen.findByText(firstRow)).toBeInTheDocument();
    expect(screen.queryByText('صف 1')).not.toBeInTheDocument();
  });
});
