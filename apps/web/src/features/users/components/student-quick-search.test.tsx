import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@/i18n/admin-messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { stubFetchSignedIn } from '@/test/fetch-mock-hooks';
import { fetchMock, renderRoute } from '@/test/test-utils';
import { StudentQuickSearch } from './student-quick-search';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const copy = operationsMessages.ops.dashboard;

stubFetchSignedIn('secondary');

describe('the admin home’s student search with the server gone', () => {
  it('counts nobody found: no "(0)", and says the connection is lost instead of "no results"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderRoute('/admin', <StudentQuickSearch />, '/admin');
    await userEvent.type(screen.getByTestId('student-search'), 'منى');
    expect(
      await screen.findByText(adminMessages.loadFailed.serverTitle, {}, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: copy.allResults(undefined) })).toBeVisible();
    expect(screen.queryByText(copy.allResults(0))).toBeNull();
    expect(screen.queryByText(operationsMessages.ops.users.noResults)).toBeNull();
  }, 15_000);
});
