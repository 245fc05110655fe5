import { expect, test } from '@playwright/test';
import { adminPost, adminToken, registerStudent, useSession } from '../support/api';
import { seriousFindings, settle } from '../support/axe';
import { artifactsDir } from '../support/constants';
import { shootBoth } from '../support/screens';
import { openDevice, otherPhone, studentPhone, teacherLaptop } from '../support/session';

// registerStudent's father phone is 01198765432: the last four are 5432.
test('a student makes a parent link; the parent opens it with the digits; revoked it stops', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const student = await registerStudent(request, studentPhone, {
    name: 'سلمى عادل',
    phone: '01051130001',
    level: 'sec-2',
  });
  const course = await adminPost<{ _id: string }>(request, admin, '/course', {
    title: 'Monatskurs: Das Perfekt',
    price: 150,
    level: 'sec-2',
    accessDays: 30,
  });
  const granted = await request.patch(`/api/admin/users/${student._id}`, {
    data: { courses: [course._id] },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(granted.ok()).toBe(true);
  await adminPost(request, admin, `/users/${student._id}/bills`, {
    amount: 150,
    method: 'vodafone-cash',
    note: 'شهر نوفمبر',
  });

  // The student makes the link on their profile.
  const own = await openDevice(browser, studentPhone);
  await useSession(own.page, 'user', student);
  await own.page.goto('/profile');
  const card = own.page.getByTestId('parent-link-card');
  await expect(card.getByTestId('parent-link-state')).toHaveText('مفيش رابط شغال دلوقتي.');
  await card.getByTestId('parent-link-make').click();
  const url = await card.getByTestId('parent-link-url').inputValue();
  expect(url).toMatch(/\/parent#[\w-]{43}$/);
  await expect(card.getByTestId('parent-link-whatsapp')).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/201198765432\?text=.*%2Fparent%23/,
  );
  await expect(card.getByTestId('parent-link-state')).toContainText('فيه رابط شغال');
  await settle(own.page);
  expect(await seriousFindings(own.page)).toEqual([]);
  await shootBoth(own.page, 'parent-link-card');

  // A parent, on their own phone: wrong digits, then the right ones in Arabic digits.
  const parent = await openDevice(browser, otherPhone);
  await parent.page.setViewportSize({ width: 390, height: 844 });
  await parent.page.goto(url);
  const digits = parent.page.getByLabel('آخر ٤ أرقام من موبايل ولي الأمر');
  await expect(digits).toHaveAttribute('inputmode', 'numeric');
  await digits.fill('1111');
  await parent.page.getByRole('button', { name: 'افتح التقرير' }).click();
  await expect(parent.page.getByRole('alert')).toContainText('مش مطابقة');
  expect(await seriousFindings(parent.page)).toEqual([]);
  await shootBoth(parent.page, 'parent-digits');
  await digits.fill('٥٤٣٢');
  await parent.page.getByRole('button', { name: 'افتح التقرير' }).click();
  const report = parent.page.getByTestId('parent-report');
  await expect(report).toContainText('سلمى عادل');
  await expect(report).toContainText('150 جنيه');
  await expect(report).toContainText('Monatskurs: Das Perfekt');
  await settle(parent.page);
  expect(await seriousFindings(parent.page)).toEqual([]);
  await shootBoth(parent.page, 'parent-report');

  // A reload in the tab asks the server again, without asking the parent again.
  await parent.page.reload();
  await expect(report).toContainText('سلمى عادل');

  // Printed: the buttons go, the report stays.
  await parent.page.emulateMedia({ media: 'print' });
  await expect(parent.page.getByRole('button', { name: 'اطبع التقرير' })).toBeHidden();
  await expect(report).toBeVisible();
  await parent.page.screenshot({ path: `${artifactsDir}parent-report-print.png`, fullPage: true });
  await parent.page.emulateMedia({ media: 'screen' });

  // The student stops the link: the parent's next opening says so.
  await card.getByTestId('parent-link-revoke').click();
  await own.page.getByRole('button', { name: 'تأكيد' }).click();
  await expect(card.getByTestId('parent-link-state')).toHaveText('مفيش رابط شغال دلوقتي.');
  await parent.page.reload();
  await expect(parent.page.getByTestId('parent-stopped')).toContainText('الرابط ده مبقاش شغال');
  await shootBoth(parent.page, 'parent-stopped');
});

test('an assistant sends the parent a WhatsApp report with a fresh link', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const student = await registerStudent(request, studentPhone, {
    name: 'ياسين فؤاد',
    phone: '01051130002',
    level: 'sec-1',
  });
  const desk = await openDevice(browser, teacherLaptop);
  // WhatsApp itself is outside the test: its address is what matters.
  await desk.context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<html lang="ar"><title>wa</title></html>' }),
  );
  await useSession(desk.page, 'admin', admin);
  await desk.page.goto(`/admin/users/${student._id}`);
  const card = desk.page.getByTestId('parent-link-card');
  // A new browser's first admin page: under a loaded CI machine it took over 10 s once.
  await expect(card.getByTestId('parent-link-state')).toHaveText('مفيش رابط شغال دلوقتي.', {
    timeout: 30_000,
  });
  await card.getByLabel('ابعت معاه رابط جديد للتقرير كامل').check();
  const popup = desk.page.waitForEvent('popup');
  await card.getByRole('button', { name: 'ابعت تقرير لولي الأمر على واتساب' }).click();
  const tab = await popup;
  await tab.waitForURL(/wa\.me/);
  const sent = decodeURIComponent(new URL(tab.url()).searchParams.get('text') ?? '');
  expect(tab.url()).toMatch(/^https:\/\/wa\.me\/201198765432\?text=/);
  expect(sent).toContain('ياسين فؤاد');
  expect(sent).toMatch(/\/parent#[\w-]{43}/);
  await expect(card.getByTestId('parent-link-state')).toContainText('فيه رابط شغال');
  await settle(desk.page);
  expect(await seriousFindings(desk.page)).toEqual([]);
  await shootBoth(desk.page, 'parent-admin-card');
});
