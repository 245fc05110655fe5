import { pageQuery } from '@sabora/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { searchMaxLength } from '@/lib/search-limit';
import { renderRoute } from '@/test/test-utils';
import { StudentSearch } from './student-search';
import { useTableParams } from './use-table-params';

// As a list page does: it draws again when the page of its search arrives.
function StudentsList() {
  const table = useTableParams();
  const found = useQuery({
    queryKey: ['students', table.search],
    queryFn: () =>
      new Promise<number>((resolve) => setTimeout(() => resolve(table.search.length), 50)),
    staleTime: 0,
  });
  return (
    <>
      <StudentSearch value={table.search} onSearch={table.setSearch} />
      <output>{found.isFetching ? '…' : found.data}</output>
    </>
  );
}

describe('StudentSearch', () => {
  it('stops at the longest search the API takes, so a pasted page is cut, not refused', async () => {
    const onSearch = vi.fn();
    render(<StudentSearch value="" onSearch={onSearch} />);
    const box = screen.getByTestId('student-search');
    await userEvent.click(box);
    await userEvent.paste('٠١٠'.repeat(2000));
    expect(box).toHaveValue('٠١٠'.repeat(2000).slice(0, searchMaxLength));
    await waitFor(() => {
      expect(onSearch).toHaveBeenCalled();
    });
    const sent = onSearch.mock.lastCall![0] as string;
    expect(sent).toHaveLength(searchMaxLength);
    expect(pageQuery.search.safeParse(sent).success).toBe(true);
  });

  it('takes exactly the contract’s search limit', () => {
    expect(pageQuery.search.safeParse('x'.repeat(searchMaxLength)).success).toBe(true);
    expect(pageQuery.search.safeParse('x'.repeat(searchMaxLength + 1)).success).toBe(false);
  });

  // An outsider's walk: each pause in typing replaced the list's address, so Back left the list.
  it('searches in one history entry: Back returns to the list and its box as before', async () => {
    const router = renderRoute('/admin/users', <StudentsList />, '/admin/users?level=sec-1');
    const box = screen.getByTestId('student-search');
    await userEvent.type(box, '٠١٠');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?level=sec-1&search=010');
    });
    await userEvent.type(box, '٥');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?level=sec-1&search=0105');
    });
    // Arabic digits stay as typed in the box; the address has them Latin.
    expect(box).toHaveValue('٠١٠٥');
    await act(() => router.navigate(-1));
    expect(box).toHaveValue('');
    // Past the pause and the list's page: nothing typed before comes back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(router.state.location.search).toBe('?level=sec-1');
    expect(box).toHaveValue('');
  });
});
