import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'react-toastify';
import { env } from '@/env';
import { messages } from '@/i18n/messages';
import { createQueryClient } from '@/lib/query-client';
import { getSession } from '@/lib/session';
import { LoginPage } from './login-page';
import { studentSession } from '@/test/session-fixtures';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const fetchMock = vi.fn<typeof fetch>();

const admin = {
  _id: 'a1',
  name: 'مستر كريم',
  identifier: 'teacher@sabora.test',
  type: 'main',
  updatedAt: 1_700_000_000_000,
  token: 'admin-token',
};

const student = { ...studentSession, level: 'sec-2' as const };

function renderLogin(entry = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/admin', element: <p>admin home</p> },
      { path: '/admin/users', element: <p>students</p> },
      { path: '/wallet', element: <p>wallet</p> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function sentBody(): Record<string, unknown> {
  const body = fetchMock.mock.calls[0]?.[1]?.body;
  if (typeof body !== 'string') throw new Error('expected a JSON body');
  return JSON.parse(body) as Record<string, unknown>;
}

async function submit(identifier: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(messages.auth.identifier), identifier);
  await user.type(screen.getByLabelText(messages.auth.password), password);
  await user.click(screen.getByRole('button', { name: messages.auth.loginSubmit }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('LoginPage', () => {
  it('signs an identifier with @ in as an admin and opens the admin area', async () => {
    fetchMock.mockResolvedValue(Response.json(admin));
    const router = renderLogin();
    await submit('teacher@sabora.test', 'secret-pass');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin');
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/admin-login');
    expect(sentBody()).toEqual({ identifier: 'teacher@sabora.test', password: 'secret-pass' });
    expect(getSession().admin?.token).toBe('admin-token');
  });

  it('signs a phone in as a student with the device hash and goes home', async () => {
    fetchMock.mockResolvedValue(Response.json(student));
    const router = renderLogin();
    await submit('01012345678', '١٢٣٤٥٦٧٨');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/login');
    const { hash, device, ...credentials } = sentBody();
    // The server reads the digits by the contract's rule (loginBody).
    expect(credentials).toEqual({ phone: '01012345678', password: '١٢٣٤٥٦٧٨' });
    expect(hash).toMatch(/^[a-f0-9]{64}$/);
    // What the hash is made from goes with it, for a later device-change request.
    expect(device).toMatchObject({ userAgent: navigator.userAgent });
    expect(getSession().user?.token).toBe('student-token');
  });

  it('goes back to the page that asked for sign-in (the card QR link)', async () => {
    fetchMock.mockResolvedValue(Response.json(student));
    const router = renderLogin(`/login?next=${encodeURIComponent('/wallet?code=1234')}`);
    await submit('01012345678', '12345678');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/wallet');
    });
    expect(router.state.location.search).toBe('?code=1234');
  });

  it('speaks to an admin once the field holds an e-mail, and to a student again after', async () => {
    renderLogin();
    const user = userEvent.setup({ delay: null });
    expect(screen.getByText(messages.auth.loginSubtitle)).toBeInTheDocument();
    await user.type(screen.getByLabelText(messages.auth.identifier), 'teacher@sabora.test');
    expect(screen.getByText(messages.auth.adminLoginSubtitle)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.auth.usePhone }));
    expect(screen.getByText(messages.auth.loginSubtitle)).toBeInTheDocument();
  });

  it('shows a phone typed in Arabic digits in Latin ones, as the sign-up form does', async () => {
    fetchMock.mockResolvedValue(Response.json(student));
    renderLogin();
    const user = userEvent.setup({ delay: null });
    const phone = screen.getByLabelText(messages.auth.identifier);
    await user.type(phone, '٠١٠١٢٣٤٥٦٧٨');
    expect(phone).toHaveValue('01012345678');

    await user.type(screen.getByLabelText(messages.auth.password), '12345678');
    await user.click(screen.getByRole('button', { name: messages.auth.loginSubmit }));
    await waitFor(() => {
      expect(sentBody()).toMatchObject({ phone: '01012345678' });
    });
  });

  it('takes an admin back to the admin page that asked, never to a student page', async () => {
    fetchMock.mockResolvedValue(Response.json(admin));
    const router = renderLogin(`/login?next=${encodeURIComponent('/admin/users')}`);
    await submit('teacher@sabora.test', 'secret-pass');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/users');
    });

    fetchMock.mockResolvedValue(Response.json(admin));
    const second = renderLogin(`/login?next=${encodeURIComponent('/wallet')}`);
    await submit('teacher@sabora.test', 'secret-pass');
    await waitFor(() => {
      expect(second.state.location.pathname).toBe('/admin');
    });
  });

  it("shows the contract's message for a malformed phone and sends nothing", async () => {
    renderLogin();
    await submit('0101', '12345678');

    expect(
      await screen.findByText('رقم الموبايل لازم يكون 11 رقم ويبدأ بـ 010 أو 011 أو 012 أو 015'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the phone keyboard for the identifier, and letters only when an admin asks', async () => {
    renderLogin();
    const field = screen.getByLabelText(messages.auth.identifier);
    expect(field).toHaveAttribute('inputmode', 'tel');
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).toHaveAttribute('autocomplete', 'username');
    await userEvent.setup({ delay: null }).click(screen.getByText(messages.auth.useEmail));
    expect(field).toHaveAttribute('inputmode', 'email');
  });

  it('keeps a blocked device on the page, with support’s WhatsApp and phone', async () => {
    const message = 'الحساب ده متسجل على جهاز تاني، كلم الدعم';
    fetchMock.mockResolvedValue(Response.json({ message }, { status: 403 }));
    const router = renderLogin();
    await submit('01012345678', '12345678');

    const refusal = await screen.findByTestId('login-refusal');
    expect(refusal).toHaveTextContent(message);
    expect(
      within(refusal).getByRole('link', { name: new RegExp(messages.support.whatsapp) }),
    ).toHaveAttribute('href', `https://wa.me/${env.supportWhatsapp}`);
    expect(
      within(refusal).getByRole('link', { name: new RegExp(messages.support.phone) }),
    ).toHaveAttribute('href', `tel:${env.supportPhone}`);
    // On the page, not in a toast that is gone after five seconds.
    expect(toast.error).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks for a device change with the refused sign-in and a reason', async () => {
    const message = 'الحساب ده متسجل على جهاز تاني، كلم الدعم';
    fetchMock
      .mockResolvedValueOnce(Response.json({ message, deviceRequest: null }, { status: 403 }))
      .mockResolvedValueOnce(Response.json({ message: 'طلبك وصل' }));
    renderLogin();
    await submit('01012345678', '12345678');

    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('device-change-open'));
    await user.type(
      screen.getByLabelText(messages.auth.deviceChange.reason),
      'الموبايل القديم باظ',
    );
    await user.click(screen.getByTestId('device-change-send'));

    expect(await screen.findByTestId('device-change-sent')).toHaveTextContent('طلبك وصل');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/device-requests');
    const login = sentBody();
    const asked = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body)) as Record<string, unknown>;
    expect(asked).toEqual({ ...login, reason: 'الموبايل القديم باظ' });
  });

  it('tells a rejected request and its note on the next attempt', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          message: 'جهاز تاني',
          deviceRequest: {
            status: 'rejected',
            note: 'كلمنا على الواتساب',
            createdAt: 1_700_000_000_000,
            decidedAt: 1_700_000_100_000,
          },
        },
        { status: 403 },
      ),
    );
    renderLogin();
    await submit('01012345678', '12345678');

    const ask = await screen.findByTestId('device-change');
    expect(ask).toHaveTextContent(messages.auth.deviceChange.rejected);
    expect(ask).toHaveTextContent(messages.auth.deviceChange.rejectedNote('كلمنا على الواتساب'));
  });
});
