import { expect, test, type Page } from '@playwright/test';
import { governorateLabels, levelLabels } from '@sabora/contract';
import { adminPost, adminToken } from '../support/api';
import { shootBoth } from '../support/screens';
import { chooseOption } from '../support/select';
import { openDevice, otherPhone, studentPhone, teacherLaptop } from '../support/session';

// Issue 15: a student on a new phone asks for the change from the sign-in page, an assistant
// approves it in the queue, the new phone signs in and the old one is signed out.
const student = {
  name: 'يوسف محمود سالم',
  phone: '01234567801',
  password: '20262026',
};

async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.getByLabel('رقم الموبايل أو البريد الإلكتروني').fill(identifier);
  await form.getByLabel('كلمة السر').fill(password);
  await form.getByRole('button', { name: 'دخول' }).click();
}

const assistant = {
  name: 'هبة',
  identifier: 'heba.devices@sabora.test',
  type: 'secondary',
  password: 'Heba-2026-pass',
};

test('a blocked student asks for a device change and an assistant approves it', async ({
  browser,
  request,
}) => {
  await adminPost(request, await adminToken(request), '/admins', assistant);
  const oldPhone = await openDevice(browser, studentPhone);
  await oldPhone.page.goto('/register');
  const form = oldPhone.page.getByTestId('register-form');
  await form.getByLabel('الاسم').fill(student.name);
  await form.getByLabel('رقم الموبايل', { exact: true }).fill(student.phone);
  await form.getByLabel('كلمة السر', { exact: true }).fill(student.password);
  await form.getByLabel('تأكيد كلمة السر').fill(student.password);
  await form.getByLabel('رقم موبايل ولي الأمر').fill('01198765432');
  await chooseOption(oldPhone.page, form.getByLabel('الصف الدراسي'), levelLabels['sec-3']);
  await chooseOption(oldPhone.page, form.getByLabel('المحافظة'), governorateLabels.alexandria);
  await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(oldPhone.page).toHaveURL(/\/courses/);

  const newPhone = await openDevice(browser, otherPhone);
  await signIn(newPhone.page, student.phone, student.password);
  await expect(newPhone.page.getByText('الحساب ده متسجل على جهاز تاني')).toBeVisible();
  await newPhone.page.getByTestId('device-change-open').click();
  await newPhone.page.getByLabel('السبب (مش لازم)').fill('الموبايل القديم اتكسرت شاشته');
  await shootBoth(newPhone.page, 'device-change-ask');
  await newPhone.page.getByTestId('device-change-send').click();
  await expect(newPhone.page.getByTestId('device-change-sent')).toContainText('طلبك وصل للدعم');

  // The next attempt tells the student the request is waiting.
  await signIn(newPhone.page, student.phone, student.password);
  await expect(newPhone.page.getByTestId('device-change')).toContainText('مستني موافقة الدعم');
  await shootBoth(newPhone.page, 'device-change-pending');

  const desk = await openDevice(browser, teacherLaptop);
  await signIn(desk.page, assistant.identifier, assistant.password);
  await expect(desk.page).toHaveURL(/\/admin$/);
  await expect(desk.page.getByTestId('device-requests-badge')).toContainText('1');
  await desk.page.getByRole('menuitem', { name: /طلبات تغيير الجهاز/ }).click();
  const card = desk.page.getByTestId('device-request').filter({ hasText: student.name });
  await expect(card).toContainText('الموبايل القديم اتكسرت شاشته');
  await expect(card).toContainText('390×844');
  await expect(card).toContainText('412×915');
  await shootBoth(desk.page, 'device-requests-queue');
  await card.getByLabel('ملاحظة').fill('اتأكدت منه بالتليفون');
  await card.getByTestId('device-request-approve').click();
  await expect(desk.page.getByText('اتوافق على الطلب')).toBeVisible();
  await expect(desk.page.getByTestId('device-requests-badge')).toBeHidden();
  await desk.page.getByTestId('device-requests-tabs').getByText('اتوافق عليه').click();
  await expect(
    desk.page.getByTestId('device-request').filter({ hasText: student.name }),
  ).toContainText('اتأكدت منه بالتليفون');
  await shootBoth(desk.page, 'device-requests-approved');

  // The new phone signs in; the old phone's session has ended.
  await signIn(newPhone.page, student.phone, student.password);
  await expect(newPhone.page).toHaveURL(/\/courses/);
  await oldPhone.page.goto('/profile');
  // Signed in again, it would come back to the page it asked for.
  await expect(oldPhone.page).toHaveURL(/\/login\?next=%2Fprofile$/);

  await Promise.all([oldPhone, newPhone, desk].map(({ context }) => context.close()));
});
