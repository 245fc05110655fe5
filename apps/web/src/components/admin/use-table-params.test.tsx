import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/test-utils';
import { usePageParam, useTableParams } from './use-table-params';

function List() {
  const table = useTableParams(['level'] as const);
  const wallet = usePageParam('walletPage');
  return (
    <>
      <output data-testid="page">{table.page}</output>
      <output data-testid="wallet-page">{wallet.page}</output>
      <output data-testid="search">{table.search}</output>
      <button onClick={() => table.setPage(3)}>page 3</button>
      <button onClick={() => table.setPage(1)}>page 1</button>
      <button onClick={() => wallet.setPage(2)}>wallet 2</button>
      <button onClick={() => table.setFilter('level', 'sec-2')}>level</button>
      <button onClick={() => table.setFilter('level', '1')}>level 1</button>
      <button onClick={() => wallet.setPage(1)}>wallet 1</button>
      <button onClick={() => table.setSearch('من')}>search 1</button>
      <button onClick={() => table.setSearch('منى')}>search 2</button>
    </>
  );
}

const show = (entry: string) =>
  renderRoute('/admin/users', <List />, entry, [{ path: '/admin/users/:id', element: <p>row</p> }]);

const shown = (id: string) => screen.getByTestId(id).textContent;

describe('useTableParams', () => {
  it.each(['abc', '-1', '0', '2.5', '1e3', '99999999999', '1000001', '%00', '%E2%80%AE3'])(
    'opens page 1 for page=%s',
    (raw) => {
      show(`/admin/users?page=${raw}`);
      expect(shown('page')).toBe('1');
    },
  );

  it('reads page=٣ (Arabic digits) as page 3', () => {
    show('/admin/users?page=%D9%A3');
    expect(shown('page')).toBe('3');
  });

  it('keeps the page, search and filters across opening a row and coming Back', async () => {
    const router = show('/admin/users?search=%D9%85%D9%86%D9%89&level=sec-1');
    fireEvent.click(screen.getByText('page 3'));
    expect(router.state.location.search).toBe('?search=%D9%85%D9%86%D9%89&level=sec-1&page=3');
    await act(() => router.navigate('/admin/users/s1'));
    await act(() => router.navigate(-1));
    expect(shown('page')).toBe('3');
    expect(shown('search')).toBe('منى');
  });

  it('leaves page 1 out of the address and returns to it when a filter changes', () => {
    const router = show('/admin/users?page=4');
    fireEvent.click(screen.getByText('level'));
    expect(router.state.location.search).toBe('?level=sec-2');
    fireEvent.click(screen.getByText('page 3'));
    fireEvent.click(screen.getByText('page 1'));
    expect(router.state.location.search).toBe('?level=sec-2');
  });

  it('keeps a filter whose value is 1; only a page 1 is left out', () => {
    const router = show('/admin/users?walletPage=2');
    fireEvent.click(screen.getByText('level 1'));
    fireEvent.click(screen.getByText('wallet 1'));
    expect(router.state.location.search).toBe('?level=1');
  });

  it('pages a second list under its own name without moving the first', () => {
    const router = show('/admin/users?page=2');
    fireEvent.click(screen.getByText('wallet 2'));
    expect(router.state.location.search).toBe('?page=2&walletPage=2');
    expect(shown('page')).toBe('2');
    expect(shown('wallet-page')).toBe('2');
  });

  // An outsider's walk: Back after a search left the list instead of undoing the search.
  it('gives a search one history entry, so Back returns to the list before it', async () => {
    const router = show('/admin/users?level=sec-1&page=2');
    fireEvent.click(screen.getByText('search 1'));
    fireEvent.click(screen.getByText('page 3'));
    fireEvent.click(screen.getByText('search 2'));
    expect(router.state.location.search).toBe('?level=sec-1&search=%D9%85%D9%86%D9%89');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?level=sec-1&page=2');
    expect(shown('search')).toBe('');
  });

  it('adds no entry for the search already shown', async () => {
    const router = show('/admin/users?search=%D9%85%D9%86');
    fireEvent.click(screen.getByText('search 1'));
    fireEvent.click(screen.getByText('page 3'));
    await act(() => router.navigate('/admin/users/s1'));
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    // Back from the list's one entry has nowhere to go in this router: the list stays.
    expect(router.state.location.search).toBe('?search=%D9%85%D9%86&page=3');
  });
});
