import { rechargeCheckDigit } from '@sabora/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@/i18n/admin-messages';
import { messages } from '@/i18n/messages';
import { stubFetchSignedIn } from '@/test/fetch-mock-hooks';
import { fetchMock, renderRoute } from '@/test/test-utils';
import { CodeLookupPage } from './code-lookup-page';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const copy = adminMessages.loadFailed;
const digits = '1234567890123456789';
const code = digits + rechargeCheckDigit(digits);
const found = {
  _id: 'c1',
  serial: 7,
  masked: '1234 •••• •••• ••••',
  status: 'unused',
  student: null,
  usedAt: null,
  batch: {
    _id: 'b1',
    amount: 100,
    count: 50,
    used: 3,
    expiresAt: null,
    note: 'سنتر الهرم',
    disabledAt: null,
    admin: null,
    createdAt: 1_700_000_000_000,
  },
};

stubFetchSignedIn('secondary');

describe('looking a code up with the server gone', () => {
  it('says the connection is lost, not that the code was refused, and finds it on "try again"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderRoute('/admin/code-lookup', <CodeLookupPage />, '/admin/code-lookup');
    await userEvent.type(screen.getByTestId('code-lookup-input'), code);
    await userEvent.click(screen.getByTestId('code-lookup-submit'));

    expect(await screen.findByText(copy.serverTitle)).toBeVisible();
    expect(screen.queryByTestId('code-lookup-refusal')).toBeNull();
    expect(screen.queryByText(messages.errors.network)).toBeNull();

    fetchMock.mockResolvedValue(Response.json(found));
    await userEvent.click(screen.getByRole('button', { name: new RegExp(copy.retry) }));
    expect(await screen.findByTestId('code-lookup-result')).toHaveTextContent('سنتر الهرم');
    expect(screen.queryByTestId('load-failed')).toBeNull();
  });
});
