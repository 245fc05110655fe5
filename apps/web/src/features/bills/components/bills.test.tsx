import { onlineManager } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@/i18n/admin-messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { fetchMock, renderRoute, requestedUrls, signInAdmin } from '@/test/test-utils';
import { BillForm } from './bill-form';
import { BillsPage } from './bills-page';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const bill = {
  _id: 'b1',
  student: { _id: 's1', name: 'منى أحمد', phone: '01012345678' },
  amount: 1500,
  method: 'vodafone-cash',
  note: '',
  courses: [{ _id: 'c1', title: 'Sec 2 – Oktober' }],
  toWallet: false,
  admin: { _id: 'a1', name: 'مستر كريم' },
  createdAt: 1_700_000_000_000,
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('BillForm', () => {
  it("shows the contract's messages and sends nothing without amount and method", async () => {
    const onSubmit = vi.fn();
    render(<BillForm courseOptions={[]} submitting={false} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByTestId('bill-save'));
    expect(await screen.findByText('المبلغ مطلوب')).toBeInTheDocument();
    // The same words are the select's placeholder; the error is the one under the field.
    const method = screen.getAllByText('اختار طريقة الدفع');
    expect(method.some((element) => element.closest('.ant-form-item-explain'))).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a zero amount', async () => {
    const onSubmit = vi.fn();
    render(<BillForm courseOptions={[]} submitting={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('spinbutton'), '0');
    await userEvent.click(screen.getByTestId('bill-save'));
    expect(await screen.findByText('المبلغ لازم يكون أكبر من صفر')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses piastres in the contract’s words, never rounding what was typed', async () => {
    const onSubmit = vi.fn();
    render(<BillForm courseOptions={[]} submitting={false} onSubmit={onSubmit} />);
    const amount = screen.getByRole('spinbutton');
    await userEvent.type(amount, '٧٥٫٥');
    await userEvent.tab();
    expect(amount).toHaveValue('75.5');
    await userEvent.click(screen.getByTestId('bill-save'));
    expect(
      await screen.findByText('المبلغ لازم يكون جنيهات صحيحة من غير كسور'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('credits the wallet instead of courses: the course field goes, none are sent', async () => {
    const onSubmit = vi.fn();
    render(<BillForm courseOptions={[]} submitting={false} onSubmit={onSubmit} />);
    expect(screen.getByText(operationsMessages.ops.bills.courses)).toBeVisible();
    await userEvent.click(screen.getByTestId('bill-to-wallet'));
    expect(screen.queryByText(operationsMessages.ops.bills.courses)).not.toBeVisible();
    await userEvent.type(screen.getByRole('spinbutton'), '300');
    // antd opens a select on mouse-down.
    fireEvent.mouseDown(screen.getAllByRole('combobox')[0]!);
    fireEvent.click(await screen.findByTitle('كاش'));
    await userEvent.click(screen.getByTestId('bill-save'));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ amount: 300, method: 'cash', courses: [], toWallet: true }),
      );
    });
  });
});

describe('BillsPage totals', () => {
  it('shows the total of the range to the main admin, with the Cairo range sent', async () => {
    signInAdmin('main');
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).startsWith('/api/admin/admins')
          ? Response.json({ admins: [] })
          : Response.json({ bills: [bill], count: 1, total: 1500 }),
      ),
    );
    renderRoute('/admin/bills', <BillsPage />, '/admin/bills?range=today');
    const total = await screen.findByTestId('bills-total');
    expect(total).toHaveTextContent('1,500');
    expect(total).toHaveTextContent(operationsMessages.ops.currency);
    const sent = requestedUrls().find((url) => url.pathname === '/api/admin/bills');
    const from = Number(sent?.searchParams.get('from'));
    const to = Number(sent?.searchParams.get('to'));
    expect(to - from).toBe(24 * 60 * 60 * 1000);
  });

  it('hides totals (and the admin filter) from a secondary admin', async () => {
    signInAdmin('secondary');
    fetchMock.mockImplementation(() =>
      Promise.resolve(Response.json({ bills: [bill], count: 1, total: null })),
    );
    renderRoute('/admin/bills', <BillsPage />, '/admin/bills');
    expect(await screen.findByText('منى أحمد')).toBeInTheDocument();
    expect(screen.queryByTestId('bills-total')).not.toBeInTheDocument();
    expect(screen.queryByText(operationsMessages.ops.bills.total)).not.toBeInTheDocument();
    expect(screen.queryByTestId('filter-admin')).not.toBeInTheDocument();
    // A secondary admin may not list admins: that call is never made.
    await waitFor(() => {
      expect(requestedUrls().some((url) => url.pathname === '/api/admin/admins')).toBe(false);
    });
  });

  // An outsider's walk: "هل أنت متأكد؟" alone did not say the course stays open.
  it.each([
    [false, operationsMessages.ops.bills.confirmDeleteCourses],
    [true, operationsMessages.ops.bills.confirmDeleteWallet],
  ])('says what deleting a bill does (to the wallet: %s)', async (toWallet, says) => {
    signInAdmin('main');
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).startsWith('/api/admin/admins')
          ? Response.json({ admins: [] })
          : Response.json({
              bills: [{ ...bill, toWallet, courses: toWallet ? [] : bill.courses }],
              count: 1,
              total: 1500,
            }),
      ),
    );
    renderRoute('/admin/bills', <BillsPage />, '/admin/bills');
    await userEvent.click(await screen.findByTestId('row-delete'));
    expect(await screen.findByText(operationsMessages.ops.bills.confirmDelete)).toBeInTheDocument();
    expect(screen.getByText(says)).toBeInTheDocument();
  });

  // An outsider's walk offline: "عدد الدفعات 0" sat above "مفيش إنترنت".
  it('claims no count or total while the list never arrived, and shows them once it does', async () => {
    signInAdmin('main');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderRoute('/admin/bills', <BillsPage />, '/admin/bills');
    expect(await screen.findByText(adminMessages.loadFailed.offlineTitle)).toBeInTheDocument();
    expect(screen.queryByText(operationsMessages.ops.bills.count)).not.toBeInTheDocument();
    expect(screen.queryByTestId('bills-total')).not.toBeInTheDocument();

    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input).startsWith('/api/admin/admins')
          ? Response.json({ admins: [] })
          : Response.json({ bills: [bill], count: 1, total: 1500 }),
      ),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    onlineManager.setOnline(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByTestId('bills-count')).toHaveTextContent('1');
    expect(screen.getByTestId('bills-total')).toHaveTextContent('1,500');
  });
});
