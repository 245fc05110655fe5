import { rechargeCheckDigit } from '@sabora/contract';
import type { WalletResponse } from '@sabora/contract';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';
import { getSession, saveUser } from '@/lib/session';
import { studentSession } from '@/test/session-fixtures';
import { fetchMock, renderRoute, requestedUrls } from '@/test/test-utils';
import { RedeemLink, WalletRoute } from './wallet-route';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const copy = messages.studentWallet;
const random = '1234567890123456789';
const code = random + rechargeCheckDigit(random);
const arabic = (digits: string) => digits.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
// One digit changed: the check digit catches it.
const typo = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}${code.slice(6)}`;

const at = Date.UTC(2026, 10, 20, 8, 0);
const wallet: WalletResponse = {
  balance: 100,
  count: 2,
  entries: [
    {
      _id: 'e2',
      kind: 'purchase',
      amount: -150,
      balanceAfter: 100,
      note: '',
      course: { _id: 'c1', title: 'Lektion 1' },
      createdAt: at,
    },
    {
      _id: 'e1',
      kind: 'code',
      amount: 250,
      balanceAfter: 250,
      note: '',
      course: null,
      createdAt: at - 60_000,
    },
  ],
};

const routes = [
  { path: '/login', element: <p>login page</p> },
  { path: '/redeem', element: <RedeemLink /> },
];

function renderWallet(entry = '/wallet') {
  return renderRoute('/wallet', <WalletRoute />, entry, routes);
}

function answer(body: unknown, status = 200) {
  return Promise.resolve(Response.json(body, { status }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  saveUser({ ...studentSession, balance: 100 });
  fetchMock.mockImplementation((input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://x');
    if (url.pathname === '/api/user/wallet') return answer(wallet);
    return answer({ message: 'unexpected' }, 500);
  });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const redeemCalls = () => requestedUrls().filter((url) => url.pathname.endsWith('/redeem'));

describe('the wallet page', () => {
  it('shows the balance and the history with kinds, signs, course and balance after', async () => {
    renderWallet();
    const rows = await screen.findAllByTestId('wallet-entry');
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('100 جنيه');
    expect(rows[0]).toHaveTextContent('شراء كورس');
    expect(rows[0]).toHaveTextContent('Lektion 1');
    expect(rows[0]).toHaveTextContent('\u2212150');
    expect(rows[0]).toHaveTextContent(`${copy.balanceAfter} 100 جنيه`);
    expect(rows[0]).toHaveTextContent('20/11/2026');
    expect(rows[1]).toHaveTextContent('شحن بكود');
    expect(rows[1]).toHaveTextContent('+250');
    expect(requestedUrls()[0]?.search).toBe('?page=1&pageSize=20');
  });

  it('brings the header up to the ledger when the stored balance is old', async () => {
    saveUser({ ...studentSession, balance: 40 });
    renderWallet();
    await screen.findAllByTestId('wallet-entry');
    expect(getSession().user?.balance).toBe(100);
  });

  it('says so when the ledger is empty', async () => {
    fetchMock.mockImplementation(() => answer({ balance: 0, count: 0, entries: [] }));
    renderWallet();
    expect(await screen.findByTestId('wallet-empty')).toHaveTextContent(copy.empty);
  });

  it('offers a retry when offline', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWallet();
    const error = await screen.findByTestId('wallet-error', {}, { timeout: 10_000 });
    expect(error).toHaveTextContent(copy.offline);
    fetchMock.mockImplementation(() => answer(wallet));
    await userEvent.click(within(error).getByRole('button', { name: messages.common.retry }));
    expect(await screen.findAllByTestId('wallet-entry')).toHaveLength(2);
  });

  it('sends a visitor to sign in, and back to the wallet after', async () => {
    localStorage.clear();
    const router = renderWallet('/wallet?code=1234');
    await screen.findByText('login page');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/wallet?code=1234')}`);
  });
});

describe('the redeem field', () => {
  it('groups Arabic digits by four as the student types', async () => {
    renderWallet();
    const field = await screen.findByLabelText(copy.codeLabel);
    await userEvent.type(field, arabic(code.slice(0, 9)));
    expect(field).toHaveValue('1234 5678 9');
  });

  it('takes the digit before a group space with a backspace there', async () => {
    renderWallet();
    const field = await screen.findByLabelText(copy.codeLabel);
    await userEvent.type(field, '123456');
    expect(field).toHaveValue('1234 56');
    // The caret right after the space, as a tap there puts it.
    await userEvent.type(field, '{backspace}', {
      initialSelectionStart: 5,
      initialSelectionEnd: 5,
    });
    expect(field).toHaveValue('1235 6');
    await userEvent.type(field, '7', { skipClick: true });
    expect(field).toHaveValue('1237 56');
  });

  it('names a typo before any request', async () => {
    renderWallet();
    const field = await screen.findByLabelText(copy.codeLabel);
    await userEvent.type(field, typo);
    expect(await screen.findByRole('alert')).toHaveTextContent('فيه رقم غلط في الكود');
    await userEvent.click(screen.getByRole('button', { name: copy.redeemSubmit }));
    expect(redeemCalls()).toHaveLength(0);
  });

  it('says how many digits are missing on submit', async () => {
    renderWallet();
    await userEvent.type(await screen.findByLabelText(copy.codeLabel), '1234');
    await userEvent.click(screen.getByRole('button', { name: copy.redeemSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('الكود 20 رقم، وإنت كاتب 4');
    expect(redeemCalls()).toHaveLength(0);
  });

  it('redeems a pasted code and shows the new balance everywhere', async () => {
    fetchMock.mockImplementation((input, init) => {
      if (init?.method === 'POST') {
        return answer({
          balance: 350,
          entry: { ...wallet.entries[1], _id: 'e3', balanceAfter: 350 },
        });
      }
      return answer(wallet);
    });
    renderWallet();
    const field = await screen.findByLabelText(copy.codeLabel);
    await userEvent.click(field);
    await userEvent.paste(`${code.slice(0, 4)}-${code.slice(4, 12)} ${code.slice(12)}`);
    expect(field).toHaveValue('1234 5678 9012 3456 789' + code.slice(19));
    await userEvent.click(screen.getByRole('button', { name: copy.redeemSubmit }));
    expect(await screen.findByTestId('redeem-done')).toHaveTextContent(
      copy.redeemed('250 جنيه', '350 جنيه'),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ code });
    expect(getSession().user?.balance).toBe(350);
    expect(field).toHaveValue('');
  });

  it('puts the server refusal of a used code under the field', async () => {
    const used = 'الكود ده اتشحن قبل كده';
    fetchMock.mockImplementation((input, init) =>
      init?.method === 'POST' ? answer({ message: used }, 409) : answer(wallet),
    );
    renderWallet();
    await userEvent.type(await screen.findByLabelText(copy.codeLabel), code);
    await userEvent.click(screen.getByRole('button', { name: copy.redeemSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(used);
  });

  it('says at once that the connection is gone when redeeming offline', async () => {
    fetchMock.mockImplementation((_input, init) =>
      init?.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : answer(wallet),
    );
    renderWallet();
    await userEvent.type(await screen.findByLabelText(copy.codeLabel), code);
    onlineManager.setOnline(false);
    try {
      await userEvent.click(screen.getByRole('button', { name: copy.redeemSubmit }));
      expect(await screen.findByRole('alert')).toHaveTextContent(messages.errors.network);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('fills in the code of the card QR link', async () => {
    renderRoute('/redeem', <RedeemLink />, `/redeem?code=${code}`, [
      { path: '/wallet', element: <WalletRoute /> },
    ]);
    const field = await screen.findByLabelText(copy.codeLabel);
    await waitFor(() => {
      expect(field).toHaveValue(
        `${code.slice(0, 4)} ${code.slice(4, 8)} ${code.slice(8, 12)} ${code.slice(12, 16)} ${code.slice(16)}`,
      );
    });
  });
});
