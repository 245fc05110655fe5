import { expect, test, type Page } from '@playwright/test';
import {
  adminTypeLabels,
  billMethodLabels,
  callDirectionLabels,
  callOutcomeLabels,
  callReasonLabels,
  type Course,
  type SessionAdmin,
  type SessionUser,
} from '@sabora/contract';
import { adminPost, adminToken, registerStudent, useSession } from '../support/api';
import { shootBoth } from '../support/screens';
import { chooseOption } from '../support/select';
import { openDevice, studentPhone, teacherLaptop, type Device } from '../support/session';

function choose(page: Page, label: string, option: string) {
  return chooseOption(page, page.getByLabel(label, { exact: true }), option);
}

test('an assistant finds a student by phone, records a payment that activates a course, logs a call and resets the device', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const course = await adminPost<Course>(request, admin, '/course', {
    title: 'Oktober-Kurs: Perfekt',
    price: 250,
    level: 'sec-2',
    accessDays: 30,
  });
  await adminPost(request, admin, '/admins', {
    name: 'سارة',
    identifier: 'sara@sabora.test',
    type: 'secondary',
    password: 'Sara-2026-pass',
  });
  const device: Device = { ...studentPhone, memory: 3 };
  const student = await registerStudent(request, device, {
    name: 'كريم عادل',
    phone: '01098761234',
    level: 'sec-2',
  });
  const assistantLogin = await request.post('/api/auth/admin-login', {
    data: { identifier: 'sara@sabora.test', password: 'Sara-2026-pass' },
  });
  const assistant = (await assistantLogin.json()) as SessionAdmin;

  const { context, page } = await openDevice(browser, teacherLaptop);
  await useSession(page, 'admin', assistant);
  await page.goto('/admin/users');
  await page.getByTestId('student-search').fill('98761');
  // The list filters itself once typing stops; the address keeps the search.
  await expect(page).toHaveURL(/search=98761/);
  await expect(page.getByRole('link', { name: 'كريم عادل' })).toHaveCount(1);
  await page.getByRole('link', { name: 'كريم عادل' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${student._id}$`));
  await shootBoth(page, 'admin-student');

  await page.locator(`a[href="/admin/user-bill/${student._id}"]`).first().click();
  const billForm = page.getByTestId('bill-form');
  await billForm.getByLabel('المبلغ').fill('250');
  await choose(page, 'طريقة الدفع', billMethodLabels['vodafone-cash']);
  await choose(page, 'الكورسات اللي هتتفعّل', course.title);
  // A multiple select stays open after a pick; with other suites' courses its list reaches the button.
  await page.keyboard.press('Escape');
  await page.getByTestId('bill-save').click();
  await expect(page.getByText('الدفعة اتسجلت والكورس اتفعّل').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${student._id}$`));
  // A month's course says until when it runs, on Cairo's clock.
  await expect(page.getByRole('link', { name: course.title }).first()).toContainText('لحد ');
  const refreshed = await request.get('/api/user/refresh-user', {
    headers: { authorization: `Bearer ${student.token}` },
  });
  const user = (await refreshed.json()) as SessionUser;
  expect(user.courses).toContain(course._id);
  expect(user.access.find((entry) => entry.course === course._id)?.until).toBeGreaterThan(
    Date.now() + 29 * 24 * 60 * 60 * 1000,
  );

  await page.locator(`a[href="/admin/user-calls/${student._id}"]`).first().click();
  const callForm = page.getByTestId('call-form');
  await callForm.getByText(callDirectionLabels.incoming, { exact: true }).click();
  await choose(page, 'السبب', callReasonLabels.payment);
  await choose(page, 'النتيجة', callOutcomeLabels.resolved);
  await callForm.getByLabel('ملاحظة').fill('ولي الأمر دفع فودافون كاش وطلب تفعيل كورس أكتوبر');
  await page.getByTestId('call-save').click();
  await expect(page.getByText('المكالمة اتسجلت').first()).toBeVisible();
  await shootBoth(page, 'admin-user-calls');

  await page.goto(`/admin/users/${student._id}`);
  await page.getByTestId('reset-device').click();
  await page.getByRole('button', { name: 'تأكيد' }).click();
  await expect(page.getByText('الجهاز اتفك، الطالب يقدر يدخل من جهاز جديد').first()).toBeVisible();
  const afterReset = await request.get('/api/user/refresh-user', {
    headers: { authorization: `Bearer ${student.token}` },
  });
  expect(afterReset.status()).toBe(401);
  await context.close();
});

test('a main admin creates an assistant who then cannot open analytics', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const main = await openDevice(browser, teacherLaptop);
  await useSession(main.page, 'admin', admin);
  await main.page.goto('/admin/analytics');
  await expect(main.page.locator('.recharts-surface').first()).toBeVisible();
  await shootBoth(main.page, 'admin-analytics');
  await main.page.goto('/admin/admin-form');
  const form = main.page.getByTestId('admin-form');
  await form.getByLabel('الاسم').fill('محمد المساعد');
  await form.getByLabel('البريد الإلكتروني (للدخول)').fill('mohamed@sabora.test');
  await choose(main.page, 'النوع', adminTypeLabels.secondary);
  await form.getByLabel('كلمة السر').fill('Mohamed-2026-pass');
  await main.page.getByTestId('admin-save').click();
  await expect(main.page).toHaveURL(/\/admin\/admins\/[0-9a-f-]{36}$/);
  await main.context.close();

  const { context, page } = await openDevice(browser, teacherLaptop);
  await page.goto('/login');
  const login = page.getByTestId('login-form');
  await login.getByLabel('رقم الموبايل أو البريد الإلكتروني').fill('mohamed@sabora.test');
  await login.getByLabel('كلمة السر').fill('Mohamed-2026-pass');
  await login.getByRole('button', { name: 'دخول' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/analytics');
  await expect(page).not.toHaveURL(/analytics/);
  await expect(page.locator('.recharts-surface')).toHaveCount(0);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('admin') ?? '{}').token as string,
  );
  const direct = await request.get('/api/admin/analytics', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(direct.status()).toBe(403);
  await context.close();
});
