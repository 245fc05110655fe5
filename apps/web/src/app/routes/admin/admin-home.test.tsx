import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listedStudent } from '@/test/session-fixtures';
import { fetchMock, renderRoute, signInAdmin } from '@/test/test-utils';
import { AdminHome } from './admin-home';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const student = (id: string, phone: string) => ({
  ...listedStudent,
  _id: id,
  name: 'كريم عادل',
  phone,
});

const one = student('0a6e2f3c-1111-4000-8000-000000000001', '01098761234');
const two = student('0a6e2f3c-1111-4000-8000-000000000002', '01098761299');

function answerSearch(users: object[]) {
  fetchMock.mockImplementation((input) =>
    Promise.resolve(
      String(input).startsWith('/api/admin/users')
        ? Response.json({ users, count: users.length })
        : Response.json({
            newStudentsToday: 0,
            paymentsToday: { count: 0, amount: 0 },
            callsToday: 0,
            followUpsDue: 0,
            examsRunning: 0,
          }),
    ),
  );
}

function renderAdminHome() {
  return renderRoute('/admin', <AdminHome />, '/admin', [
    { path: '/admin/users/:id', element: <p>student page</p> },
  ]);
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  signInAdmin('secondary');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("the admin home's student search", () => {
  it('opens the student when Enter finds exactly one, Arabic digits typed', async () => {
    answerSearch([one]);
    const router = renderAdminHome();
    await userEvent.type(screen.getByTestId('student-search'), '٩٨٧٦١{Enter}');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/admin/users/${one._id}`);
    });
  });

  it('stays on the list when Enter finds two', async () => {
    answerSearch([one, two]);
    const router = renderAdminHome();
    await userEvent.type(screen.getByTestId('student-search'), '98761{Enter}');
    expect(await screen.findByText('01098761299')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});
