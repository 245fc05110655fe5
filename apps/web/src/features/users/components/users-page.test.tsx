import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationsMessages } from '@/i18n/operations-messages';
import { listedStudent } from '@/test/session-fixtures';
import { fetchMock, renderRoute, requestedUrls, signInAdmin } from '@/test/test-utils';
import { UsersPage } from './users-page';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const student = { ...listedStudent, vip: true };

const usersUrls = () => requestedUrls().filter((url) => url.pathname === '/api/admin/users');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() =>
    Promise.resolve(Response.json({ users: [student], count: 1 })),
  );
  signInAdmin('secondary');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('UsersPage', () => {
  it('sends the filters from the address with page 1 of 20', async () => {
    renderRoute('/admin/users', <UsersPage />, '/admin/users?level=sec-2&vip=true&frozen=false');
    await waitFor(() => {
      expect(usersUrls()).toHaveLength(1);
    });
    const params = Object.fromEntries(usersUrls()[0]!.searchParams);
    expect(params).toEqual({
      level: 'sec-2',
      vip: 'true',
      frozen: 'false',
      page: '1',
      pageSize: '20',
    });
    expect(await screen.findByRole('link', { name: 'منى أحمد' })).toHaveAttribute(
      'href',
      `/admin/users/${student._id}`,
    );
    expect(screen.getByRole('link', { name: '01012345678' })).toHaveAttribute(
      'href',
      'tel:01012345678',
    );
  });

  it('searches once when typing stops, with Arabic digits made Latin', async () => {
    const router = renderRoute('/admin/users', <UsersPage />, '/admin/users?page=3');
    await waitFor(() => {
      expect(usersUrls()).toHaveLength(1);
    });
    const box = screen.getByLabelText(operationsMessages.ops.users.searchPlaceholder);
    // Typing a partial number on an Arabic keyboard, keystroke by keystroke; the wait itself is
    // checked on a fake clock in use-debounced-value.test.ts.
    for (const text of ['٠', '٠١', '٠١٠', '٠١٠١', '٠١٠١٢']) {
      fireEvent.change(box, { target: { value: text } });
    }

    await waitFor(() => {
      expect(usersUrls().some((url) => url.searchParams.get('search') === '01012')).toBe(true);
    });
    const searches = usersUrls().filter((url) => url.searchParams.has('search'));
    expect(searches).toHaveLength(1);
    // A new search starts from page 1 and lives in the address.
    expect(searches[0]!.searchParams.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?search=01012');
  });
});
