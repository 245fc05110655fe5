import type { Course, SessionUser } from '@sabora/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';
import { formatCairoDateUnbroken } from '@/lib/format-date';
import { getSession, saveUser } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import { studentSession } from '@/test/session-fixtures';
import { fetchMock, renderRoute, requestedUrls } from '@/test/test-utils';
import { CoursePurchase, usePurchaseOffer } from './course-purchase';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const copy = messages.coursePurchase;
const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 24, 8, 0);
const course: Course = {
  _id: 'c1',
  title: 'Lektion 1',
  description: '',
  imageUrl: null,
  price: 150,
  level: 'sec-1',
  freeForSubscribers: false,
  showDate: now - day,
  isForCenter: false,
  accessDays: 30,
  createdAt: now - day,
  updatedAt: now - day,
};

function Offer() {
  const offer = usePurchaseOffer(course, useNow());
  return offer ? <CoursePurchase course={course} offer={offer} /> : <p>nothing to buy</p>;
}

function renderOffer(user: Partial<SessionUser>) {
  saveUser({ ...studentSession, ...user });
  renderRoute('/courses/c1', <Offer />, '/courses/c1', [
    { path: '/wallet', element: <p>wallet page</p> },
  ]);
}

// toHaveTextContent reads no-break spaces as spaces.
const shownDate = (at: number) => formatCairoDateUnbroken(at).replaceAll('\u00a0', ' ');

// The dialog is loaded on demand, so it can be in the page a moment before the
// effect that opens it has run; only an open dialog has a role to query.
async function openedDialog() {
  const dialog = await screen.findByTestId('buy-dialog');
  await waitFor(() => expect(dialog).toHaveAttribute('open'));
  return dialog;
}

const answer = (body: unknown, status = 200) => Promise.resolve(Response.json(body, { status }));

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('buying a course', () => {
  it('confirms with the price, the balance after and until when, then opens the course', async () => {
    const until = now + 30 * day;
    fetchMock.mockImplementation(() => answer({ balance: 150, access: { course: 'c1', until } }));
    renderOffer({ balance: 300 });
    await userEvent.click(screen.getByTestId('buy-course'));
    const dialog = await openedDialog();
    expect(dialog).toHaveTextContent(copy.confirmBuyTitle('Lektion 1'));
    expect(within(dialog).getByTestId('buy-balance')).toHaveTextContent('300 جنيه');
    expect(within(dialog).getByTestId('buy-balance-after')).toHaveTextContent('150 جنيه');
    expect(within(dialog).getByTestId('buy-until')).toHaveTextContent(shownDate(until));
    // Enter must not spend: focus starts on cancel.
    expect(within(dialog).getByRole('button', { name: messages.common.cancel })).toHaveFocus();

    await userEvent.click(within(dialog).getByTestId('buy-confirm'));
    await waitFor(() => {
      expect(screen.queryByTestId('buy-dialog')).not.toBeInTheDocument();
    });
    expect(requestedUrls().map((url) => url.pathname)).toEqual(['/api/user/courses/c1/buy']);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    // The access the student saw: none, so a repeat is not charged (decision 0211).
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ heldUntil: null });
    expect(getSession().user).toMatchObject({
      balance: 150,
      courses: ['c1'],
      access: [{ course: 'c1', until }],
    });
    expect(toast.success).toHaveBeenCalledWith(copy.bought('Lektion 1'));
    // Owned now: the status line replaces the button.
    expect(screen.getByTestId('access-status')).toHaveTextContent(copy.until(shownDate(until)));
    expect(screen.queryByTestId('buy-course')).not.toBeInTheDocument();
  });

  it('says how much is missing and leads to the wallet, without a request', async () => {
    renderOffer({ balance: 100 });
    await userEvent.click(screen.getByTestId('buy-course'));
    const dialog = await openedDialog();
    expect(within(dialog).getByTestId('buy-short')).toHaveTextContent(copy.short('50 جنيه'));
    expect(within(dialog).queryByTestId('buy-confirm')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('link', { name: copy.topUp }));
    expect(await screen.findByText('wallet page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's short-balance answer when the session's balance was stale", async () => {
    fetchMock.mockImplementation(() =>
      answer({ message: 'رصيدك مش كفاية', missing: 20, balance: 130, price: 150 }, 422),
    );
    renderOffer({ balance: 300 });
    await userEvent.click(screen.getByTestId('buy-course'));
    await userEvent.click(await screen.findByTestId('buy-confirm'));
    expect(await screen.findByTestId('buy-short')).toHaveTextContent(copy.short('20 جنيه'));
    expect(screen.getByTestId('buy-balance')).toHaveTextContent('130 جنيه');
  });

  it('closes on cancel without a request', async () => {
    renderOffer({ balance: 300 });
    await userEvent.click(screen.getByTestId('buy-course'));
    await userEvent.click(
      within(await openedDialog()).getByRole('button', {
        name: messages.common.cancel,
      }),
    );
    expect(screen.queryByTestId('buy-dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a double tap on pay', () => {
  it('sends one purchase, the second tap landing before the busy button is drawn', async () => {
    let settle: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          settle = resolve;
        }),
    );
    renderOffer({ balance: 300 });
    await userEvent.click(screen.getByTestId('buy-course'));
    const confirm = within(await openedDialog()).getByTestId('buy-confirm');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
    settle(Response.json({ balance: 150, access: { course: 'c1', until: now + 30 * day } }));
    await waitFor(() => {
      expect(screen.queryByTestId('buy-dialog')).not.toBeInTheDocument();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('renewing', () => {
  it('offers renew in the last days, extending from the current end', async () => {
    const end = now + 3 * day;
    renderOffer({ balance: 300, access: [{ course: 'c1', until: end }], courses: ['c1'] });
    expect(screen.getByTestId('access-status')).toHaveTextContent(copy.until(shownDate(end)));
    await userEvent.click(screen.getByTestId('renew-course'));
    const dialog = await openedDialog();
    expect(dialog).toHaveTextContent(copy.confirmRenewTitle('Lektion 1'));
    expect(within(dialog).getByTestId('buy-until')).toHaveTextContent(shownDate(end + 30 * day));
  });

  it('names the end it saw, and says so when the course was paid meanwhile', async () => {
    const end = now + 3 * day;
    const changed = 'الكورس ده اتدفع من شوية، فمخصمناش تاني. لو عايز تجدد كمان افتح الدفع من جديد';
    fetchMock.mockImplementation(() => answer({ message: changed }, 409));
    renderOffer({ balance: 300, access: [{ course: 'c1', until: end }], courses: ['c1'] });
    await userEvent.click(screen.getByTestId('renew-course'));
    const dialog = await openedDialog();
    await userEvent.click(within(dialog).getByTestId('buy-confirm'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(changed);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ heldUntil: end });
  });

  it('says an ended access ended, with renew', () => {
    renderOffer({ access: [{ course: 'c1', until: now - day }], courses: [] });
    expect(screen.getByTestId('access-status')).toHaveTextContent(copy.expired);
    expect(screen.getByTestId('renew-course')).toBeInTheDocument();
  });

  it('offers nothing while a month is far from its end', () => {
    renderOffer({ access: [{ course: 'c1', until: now + 20 * day }], courses: ['c1'] });
    expect(screen.getByTestId('access-status')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
