import { expect, test, type Page } from '@playwright/test';
import { governorateLabels, levelLabels } from '@sabora/contract';
import { e2eAdmin } from '../support/constants';
import { shootBoth } from '../support/screens';
import { chooseOption } from '../support/select';
import {
  openDevice,
  otherPhone,
  storedSession,
  studentPhone,
  teacherLaptop,
} from '../support/session';

const student = {
  name: 'مريم أحمد حسن',
  phone: '01012345678',
  fatherPhone: '01198765432',
  password: '20262026',
};

async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.getByLabel('رقم الموبايل أو البريد الإلكتروني').fill(identifier);
  await form.getByLabel('كلمة السر').fill(password);
  await form.getByRole('button', { name: 'دخول' }).click();
}

test.describe.configure({ mode: 'serial' });

test('a visitor registers, is told about the device rule and lands on their level', async ({
  browser,
}) => {
  const { context, page } = await openDevice(browser, studentPhone);
  await page.goto('/');
  await expect(page.getByTestId('landing-hero')).toBeVisible();
  await page.goto('/register');
  const form = page.getByTestId('register-form');
  await form.getByLabel('الاسم').fill(student.name);
  await form.getByLabel('رقم الموبايل', { exact: true }).fill(student.phone);
  await form.getByLabel('كلمة السر', { exact: true }).fill(student.password);
  await form.getByLabel('تأكيد كلمة السر').fill(student.password);
  await form.getByLabel('رقم موبايل ولي الأمر').fill(student.fatherPhone);
  await chooseOption(page, form.getByLabel('الصف الدراسي'), levelLabels['sec-2']);
  await chooseOption(page, form.getByLabel('المحافظة'), governorateLabels.giza);
  await form.getByRole('button', { name: 'إنشاء الحساب' }).click();

  await expect(page.getByText('الجهاز اللي سجلت بيه هو الجهاز الوحيد')).toBeVisible();
  await expect(page).toHaveURL(/\/courses\?level=sec-2$/);
  const session = await storedSession(page, 'user');
  expect(session?.name).toBe(student.name);
  expect(session?.token).toBeTruthy();
  await context.close();
});

test('the register form shows the server rules in Arabic before sending', async ({ browser }) => {
  const { context, page } = await openDevice(browser, studentPhone);
  await page.goto('/register');
  const form = page.getByTestId('register-form');
  await form.getByLabel('رقم الموبايل', { exact: true }).fill('0131234');
  await form.getByLabel('كلمة السر', { exact: true }).fill('abc123');
  await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(
    form.getByText('رقم الموبايل لازم يكون 11 رقم ويبدأ بـ 010 أو 011 أو 012 أو 015'),
  ).toBeVisible();
  await expect(form.getByText('كلمة السر لازم تكون أرقام بس')).toBeVisible();
  // A letter in the hidden field is kept and explained, never dropped unseen.
  await expect(form.getByLabel('كلمة السر', { exact: true })).toHaveValue('abc123');
  await shootBoth(page, 'register-errors');
  await context.close();
});

test('the student logs out and signs back in from the same phone', async ({ browser }) => {
  const { context, page } = await openDevice(browser, studentPhone);
  await signIn(page, student.phone, student.password);
  await expect(page.getByText(`أهلاً ${student.name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/courses\?level=sec-2$/);
  // On a phone the account actions sit in the navbar's menu.
  await page.getByTestId('nav-menu-button').click();
  await page.getByTestId('logout').click();
  // Logging out closes the menu; opened again, it offers signing in.
  await expect(page.getByTestId('logout')).toBeHidden();
  await page.getByTestId('nav-menu-button').click();
  await expect(page.getByRole('link', { name: 'تسجيل الدخول' }).first()).toBeVisible();
  expect(await storedSession(page, 'user')).toBeNull();
  await context.close();
});

test('a wrong password is refused with an Arabic message', async ({ browser }) => {
  const { context, page } = await openDevice(browser, studentPhone);
  await signIn(page, student.phone, '11112222');
  await expect(page.getByText('رقم الموبايل أو كلمة السر غلط')).toBeVisible();
  expect(await storedSession(page, 'user')).toBeNull();
  await context.close();
});

test('signing in from another phone is refused', async ({ browser }) => {
  const { context, page } = await openDevice(browser, otherPhone);
  await signIn(page, student.phone, student.password);
  await expect(page.getByText('الحساب ده متسجل على جهاز تاني')).toBeVisible();
  expect(await storedSession(page, 'user')).toBeNull();
  await expect(page).toHaveURL(/\/login$/);
  // The way out stays on the page, long after a toast would have gone.
  await page.waitForTimeout(6_000);
  const refusal = page.getByTestId('login-refusal');
  await expect(refusal.getByRole('link', { name: /واتساب/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+$/,
  );
  await expect(refusal.getByRole('link', { name: /اتصل بينا/ })).toHaveAttribute('href', /^tel:/);
  await shootBoth(page, 'login-blocked-device');
  await context.close();
});

test('the teacher signs in with an e-mail and reaches the admin area', async ({ browser }) => {
  const { context, page } = await openDevice(browser, teacherLaptop);
  await signIn(page, e2eAdmin.identifier, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: 'لوحة التحكم' }).first()).toBeVisible();
  expect((await storedSession(page, 'admin'))?.token).toBeTruthy();
  await shootBoth(page, 'admin-home');
  await page.reload();
  await expect(page).toHaveURL(/\/admin$/);
  await context.close();
});

test('a stale session is sent back to the login page', async ({ browser }) => {
  const { context, page } = await openDevice(browser, studentPhone);
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'user',
      JSON.stringify({
        _id: '8f0c6a2e-4c1b-4e53-9a43-2f1f0f7d3b11',
        name: 'طالب قديم',
        phone: '01055555555',
        fatherPhone: '01155555555',
        level: 'sec-1',
        governorate: 'cairo',
        attendanceType: 'online',
        courses: [],
        vip: false,
        frozen: false,
        showHidden: false,
        createdAt: 0,
        token: 'a-token-the-server-never-issued',
      }),
    ),
  );
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  expect(await storedSession(page, 'user')).toBeNull();
  await context.close();
});
