import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@/i18n/admin-messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { fetchMock, renderRoute, signInAdmin } from '@/test/test-utils';
import { WalletCard } from './wallet-card';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const copy = operationsMessages.ops.wallet;
const userId = '6f1c1c1e-0000-4000-8000-0000000000aa';
const wallet = {
  balance: 125.5,
  count: 2,
  entries: [
    {
      _id: 'e2',
      kind: 'purchase',
      amount: -150,
      balanceAfter: 125.5,
      note: 'Dezember',
      course: { _id: 'c1', title: 'Dezember' },
      admin: null,
      createdAt: 1_700_000_100_000,
    },
    {
      _id: 'e1',
      kind: 'adjustment',
      amount: 275.5,
      balanceAfter: 275.5,
      note: 'تعويض',
      course: null,
      admin: { _id: 'a1', name: 'مستر كريم' },
      createdAt: 1_700_000_000_000,
    },
  ],
};

function serve(onPost?: (body: unknown) => Response) {
  fetchMock.mockImplementation((_input, init) => {
    if (init?.method === 'POST' && onPost) {
      return Promise.resolve(onPost(JSON.parse(String(init.body))));
    }
    return Promise.resolve(Response.json(wallet));
  });
}

const show = () =>
  renderRoute(
    '/admin/users/:id',
    <WalletCard userId={userId} studentName="منى أحمد" />,
    `/admin/users/${userId}`,
  );

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('WalletCard', () => {
  it('shows the balance with its piastres and the latest lines, signed', async () => {
    signInAdmin('secondary');
    serve();
    show();
    // The course's tag and the line's note.
    expect(await screen.findAllByText('Dezember')).toHaveLength(2);
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('125.50');
    const table = screen.getByTestId('wallet-entries');
    // As the student's own ledger writes them: a true minus, isolated left to right.
    expect(table).toHaveTextContent('\u2066\u2212150\u2069 جنيه');
    expect(table).toHaveTextContent('\u2066+275.50\u2069 جنيه');
    expect(table).not.toHaveTextContent('-150');
    expect(table).toHaveTextContent('مستر كريم');
  });

  it('lets the main admin deduct, sending a negative amount with its reason', async () => {
    signInAdmin('main');
    const posted = vi.fn((_body: unknown) =>
      Response.json({ balance: 85.5, entry: { ...wallet.entries[1], amount: -40 } }),
    );
    serve(posted);
    show();
    await userEvent.click(await screen.findByTestId('adjust-wallet'));
    expect(await screen.findByText(copy.amountHint)).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('wallet-amount'), '-40');
    await userEvent.click(screen.getByTestId('wallet-note'));
    await userEvent.paste('اتشحن بالغلط');
    await userEvent.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => {
      expect(posted).toHaveBeenCalledWith({ amount: -40, note: 'اتشحن بالغلط' });
    });
  });

  it('tells a secondary admin that deducting is the main admin’s, and asks for a reason', async () => {
    signInAdmin('secondary');
    const posted = vi.fn(() => Response.json({}));
    serve(posted);
    show();
    await userEvent.click(await screen.findByTestId('adjust-wallet'));
    expect(await screen.findByText(copy.creditOnlyHint)).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('wallet-amount'), '50');
    await userEvent.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByText('اكتب سبب التعديل')).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();
  });

  it('keeps a minus a secondary admin typed and says whose deducting is', async () => {
    signInAdmin('secondary');
    const posted = vi.fn(() => Response.json({}));
    serve(posted);
    show();
    await userEvent.click(await screen.findByTestId('adjust-wallet'));
    await userEvent.type(screen.getByTestId('wallet-amount'), '-10');
    await userEvent.click(screen.getByTestId('wallet-note'));
    await userEvent.paste('غلط');
    await userEvent.click(screen.getByRole('button', { name: copy.save }));
    // Once as the hint, once as the field's error.
    await waitFor(() => {
      expect(screen.getAllByText(copy.creditOnlyHint)).toHaveLength(2);
    });
    expect(screen.getByTestId('wallet-amount')).toHaveValue('-10.00');
    expect(posted).not.toHaveBeenCalled();
  });

  it('with the server gone, says so instead of a balance of 0, and shows the wallet on "try again"', async () => {
    signInAdmin('main');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    show();
    expect(
      await screen.findByText(adminMessages.loadFailed.serverTitle, {}, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.queryByTestId('wallet-balance')).toBeNull();
    expect(screen.queryByText(/^0/)).toBeNull();

    serve();
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(adminMessages.loadFailed.retry) }),
    );
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('125.50');
  }, 15_000);
});
