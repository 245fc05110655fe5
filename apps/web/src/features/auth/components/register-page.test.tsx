import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { governorateLabels, levelLabels } from '@sabora/contract';
import { messages } from '@/i18n/messages';
import { createQueryClient } from '@/lib/query-client';
import { RegisterPage } from './register-page';
import { studentSession } from '@/test/session-fixtures';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const fetchMock = vi.fn<typeof fetch>();
const labels = messages.fields;

function renderRegister(entry = '/register') {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/', element: <p>home</p> },
      { path: '/wallet', element: <p>wallet</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

/** Everything a valid sign-up needs, typed as a student on an Arabic keyboard would. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(labels.name), 'منى أحمد');
  await user.type(screen.getByLabelText(labels.phone), '٠١٠ ١٢٣٤ ٥٦٧٨');
  await user.type(screen.getByLabelText(labels.password), '١٢٣٤٥٦٧٨');
  await user.type(screen.getByLabelText(labels.confirmPassword), '12345678');
  await user.type(screen.getByLabelText(labels.fatherPhone), '01112345678');
  await user.selectOptions(screen.getByLabelText(labels.level), levelLabels['sec-2']);
  await user.selectOptions(screen.getByLabelText(labels.governorate), governorateLabels.giza);
}

const submit = () => screen.getByRole('button', { name: messages.auth.registerSubmit });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('RegisterPage', () => {
  it("shows the contract's messages under the fields and sends nothing", async () => {
    const { user } = renderRegister();
    await user.type(screen.getByLabelText(labels.phone), '0131234');
    await user.type(screen.getByLabelText(labels.password), 'abc123');
    await user.click(submit());

    expect(
      screen.getByText('رقم الموبايل لازم يكون 11 رقم ويبدأ بـ 010 أو 011 أو 012 أو 015'),
    ).toBeInTheDocument();
    expect(screen.getByText('كلمة السر لازم تكون أرقام بس')).toBeInTheDocument();
    expect(screen.getByText('الاسم مطلوب')).toBeInTheDocument();
    expect(screen.getByText('اكتب كلمة السر مرة تانية للتأكيد')).toBeInTheDocument();
    expect(screen.getByLabelText(labels.governorate)).toHaveAccessibleDescription('اختار المحافظة');
    // A letter in the hidden field is kept and explained, never dropped unseen.
    expect(screen.getByLabelText(labels.password)).toHaveValue('abc123');
    expect(screen.getByLabelText(labels.name)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads a parent phone pasted with the country code in its local form', async () => {
    const { user } = renderRegister();
    for (const pasted of ['+20 112 345 6789', '00201123456789', '+٢٠١١٢٣٤٥٦٧٨٩']) {
      await user.clear(screen.getByLabelText(labels.fatherPhone));
      await user.click(screen.getByLabelText(labels.fatherPhone));
      await user.paste(pasted);
      expect(screen.getByLabelText(labels.fatherPhone)).toHaveValue('01123456789');
      expect(screen.getByLabelText(labels.fatherPhone)).not.toHaveAccessibleDescription(
        /لازم يكون 11 رقم/,
      );
    }
  });

  it('names a space hidden in the masked password instead of asking for digits', async () => {
    const { user } = renderRegister();
    await user.click(screen.getByLabelText(labels.password));
    await user.paste('1234 5678');
    expect(
      screen.getByText('كلمة السر فيها مسافة، اكتبها أرقام بس من غير مسافات'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(labels.password));
    await user.paste('  12345678 ');
    expect(screen.getByLabelText(labels.password)).not.toHaveAttribute('aria-invalid');
  });

  it('checks the confirmation again when the password changes', async () => {
    const { user } = renderRegister();
    await fillIn(user);
    expect(screen.queryByText('تأكيد كلمة السر مش زي كلمة السر')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(labels.password), '9');
    expect(screen.getByLabelText(labels.confirmPassword)).toHaveAccessibleDescription(
      'تأكيد كلمة السر مش زي كلمة السر',
    );
  });

  it('sends Latin digits, the choices and the device hash, then goes home', async () => {
    fetchMock.mockResolvedValue(Response.json({ user: studentSession, message: 'تم' }));
    const { router, user } = renderRegister();
    await fillIn(user);
    expect(screen.getByLabelText(labels.phone)).toHaveValue('01012345678');
    await user.click(submit());

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      name: 'منى أحمد',
      phone: '01012345678',
      password: '12345678',
      fatherPhone: '01112345678',
      level: 'sec-2',
      governorate: 'giza',
      attendanceType: 'online',
    });
    expect(body.hash).toMatch(/^[a-f0-9]{64}$/);
  });

  it('comes back to where the card sent the student, never to another site', async () => {
    fetchMock.mockResolvedValue(Response.json({ user: studentSession, message: 'تم' }));
    const { router, user } = renderRegister('/register?next=%2Fwallet%3Fcode%3D1234');
    expect(screen.getByRole('link', { name: messages.auth.goToLogin })).toHaveAttribute(
      'href',
      '/login?next=%2Fwallet%3Fcode%3D1234',
    );
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => {
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/wallet?code=1234',
      );
    });
  });

  it('goes home when next points away from the site', async () => {
    fetchMock.mockResolvedValue(Response.json({ user: studentSession, message: 'تم' }));
    const { router, user } = renderRegister('/register?next=%2F%2Fevil.example');
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });
});
