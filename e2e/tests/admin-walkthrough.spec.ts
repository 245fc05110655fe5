import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AdminExamPage, AdminVideoPage, Course, SessionAdmin } from '@sabora/contract';
import { adminPost, adminToken, registerStudent, useSession } from '../support/api';
import { artifactsDir } from '../support/constants';
import { shootBoth, viewports } from '../support/screens';
import { chooseOption } from '../support/select';
import { openDevice, studentPhone, teacherLaptop } from '../support/session';

// A teacher and an assistant walk the admin area as a new person would: they type
// (Arabic digits, evening times, pasted text with spaces), do the wrong thing
// first, and reload in the middle. Every screen is shot at phone and desktop width.

/** Cairo wall-clock time (UTC+2 in winter) as epoch milliseconds. */
const cairo = (iso: string) => Date.parse(`${iso}+02:00`);

/** The 3rd of next month in Cairo: its cell title, how the field shows it, and 10:00 there. */
function followUpDay() {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const mm = String(next.month).padStart(2, '0');
  const iso = `${next.year}-${mm}-03`;
  const noonUtc = new Date(`${iso}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en', {
    timeZone: 'Africa/Cairo',
    timeZoneName: 'longOffset',
  })
    .formatToParts(noonUtc)
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return {
    iso,
    shown: `03/${mm}/${next.year}`,
    tenInCairo: Date.parse(`${iso}T10:00:00${offset || '+00:00'}`),
  };
}

async function adminGet<T>(request: APIRequestContext, admin: SessionAdmin, path: string) {
  const response = await request.get(`/api/admin${path}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Types into a date picker as a person would: select what is there, type, then
 * Enter (which confirms the date only, never sends the form) or Tab to the next field.
 */
async function typeDate(page: Page, field: Locator, text: string, then: 'Enter' | 'Tab') {
  await field.click();
  await field.press('Control+A');
  await field.pressSequentially(text, { delay: 15 });
  await field.press(then);
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
}

/** Waits for the server's search to leave one option, then picks it. */
async function pickFound(page: Page, title: string) {
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveCount(1);
  await expect(options).toHaveAttribute('title', title);
  await options.click();
}

test('every date picker takes typed morning and evening times, in Arabic digits too, and keeps them', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const course = await adminPost<Course>(request, admin, '/course', {
    title: 'Dezember-Kurs: Modalverben',
    price: 300,
    level: 'sec-3',
  });
  const exam = await adminPost<AdminExamPage>(request, admin, '/exams', {
    title: 'Test: Modalverben',
    questions: [],
  });
  const before = await adminPost<AdminExamPage>(request, admin, '/exams', {
    title: 'Vortest: Wortschatz',
    questions: [],
  });
  const video = await adminPost<{ _id: string }>(request, admin, '/video', {
    title: 'Modalverben im Präsens',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    courses: [course._id],
  });
  const videoId = video._id;

  const { context, page } = await openDevice(browser, teacherLaptop);
  await useSession(page, 'admin', admin);

  // The video: an evening time typed in Latin digits; Enter confirms the date and
  // leaves the form open, Save sends it.
  await page.goto(`/admin/videos/${videoId}`);
  const videoDate = page.getByLabel('ميعاد الظهور');
  await typeDate(page, videoDate, '30/11/2026 - 09:00 م', 'Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/videos/${videoId}$`));
  await expect(videoDate).toHaveValue('30/11/2026 - 09:00 م');
  await page.getByTestId('video-save').click();
  await expect(page).toHaveURL(/\/admin\/videos$/);
  await expect(page.getByText('30/11/2026 - 09:00 م')).toBeVisible();
  const typed = await adminGet<AdminVideoPage>(request, admin, `/video/${videoId}`);
  expect(typed.video.showDate).toBe(cairo('2026-11-30T21:00:00'));

  // Exams are attached by searching their titles.
  await page.goto(`/admin/videos/${videoId}`);
  await expect(page.getByText('اختيار الامتحانات هيتفعل')).toHaveCount(0);
  const exams = page.getByLabel('الامتحانات', { exact: true });
  await exams.click();
  await exams.pressSequentially('Modal');
  await pickFound(page, exam.exam.title);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  const prevExam = page.getByLabel('الامتحان المطلوب قبل الفيديو');
  await prevExam.click();
  await prevExam.pressSequentially('Wort');
  await pickFound(page, before.exam.title);
  await expect(page.getByTestId('video-prev-exam')).toContainText(before.exam.title);
  // Closed, not closing: a dropdown still in its motion at the desktop width sticks out at the phone's.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await shootBoth(page, 'walk-video-form');
  await page.getByTestId('video-save').click();
  await expect(page).toHaveURL(/\/admin\/videos$/);
  const saved = await adminGet<AdminVideoPage>(request, admin, `/video/${videoId}`);
  expect(saved.video.showDate).toBe(cairo('2026-11-30T21:00:00'));
  expect(saved.video.exams.map((item) => item._id)).toEqual([exam.exam._id]);
  expect(saved.video.prevExam?._id).toBe(before.exam._id);

  // A reload shows what was stored, titles included.
  await page.goto(`/admin/videos/${videoId}`);
  await expect(page.getByLabel('ميعاد الظهور')).toHaveValue('30/11/2026 - 09:00 م');
  await expect(page.getByTestId('video-exams')).toContainText(exam.exam.title);
  await expect(page.getByTestId('video-prev-exam')).toContainText(before.exam.title);

  // The course: a morning time typed on an Arabic keyboard (Arabic-Indic digits).
  await page.goto(`/admin/courses/${course._id}`);
  const courseDate = page.getByLabel('ميعاد الظهور');
  await typeDate(page, courseDate, '٠١/١٢/٢٠٢٦ - ٠٨:٣٠ ص', 'Tab');
  await expect(courseDate).toHaveValue('01/12/2026 - 08:30 ص');
  await page.getByTestId('course-save').click();
  await expect
    .poll(async () => (await adminGet<Course>(request, admin, `/course/${course._id}`)).showDate)
    .toBe(cairo('2026-12-01T08:30:00'));

  // The exam: noon and an afternoon end, typed; Enter confirms the last one, Save sends.
  await page.goto(`/admin/exam-form/${exam.exam._id}`);
  await page.getByLabel('امتحان بميعاد').click();
  const start = page.getByLabel('ميعاد البداية');
  await typeDate(page, start, '05/12/2026 - 12:00 م', 'Tab');
  const end = page.getByLabel('ميعاد النهاية');
  await typeDate(page, end, '05/12/2026 - 01:30 م', 'Enter');
  await expect(end).toHaveValue('05/12/2026 - 01:30 م');
  await page.getByTestId('exam-save').click();
  await expect
    .poll(async () => {
      const stored = await adminGet<AdminExamPage>(request, admin, `/exams/${exam.exam._id}`);
      return [stored.exam.startTime, stored.exam.endTime];
    })
    .toEqual([cairo('2026-12-05T12:00:00'), cairo('2026-12-05T13:30:00')]);
  await context.close();
});

test('a picker fits a phone: the time stacks under the calendar and days are one letter', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const exam = await adminPost<AdminExamPage>(request, admin, '/exams', {
    title: 'Test: Uhrzeit',
    isTimed: true,
    startTime: cairo('2026-12-10T18:00:00'),
    endTime: cairo('2026-12-10T19:00:00'),
    questions: [],
  });
  for (const [label, device] of [
    ['phone', studentPhone],
    ['desktop', teacherLaptop],
  ] as const) {
    const { context, page } = await openDevice(browser, device);
    await useSession(page, 'admin', admin);
    await page.goto(`/admin/exam-form/${exam.exam._id}`);
    await page.getByLabel('ميعاد البداية').click();
    const popup = page.locator('.ant-picker-dropdown:visible');
    await expect(popup).toHaveCount(1);
    const box = (await popup.locator('.ant-picker-panel-container').boundingBox())!;
    const width = viewports[label].width;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expect(popup.getByText('الآن')).toBeInViewport();
    await expect(popup.locator('thead th').first()).toHaveText(/^.$/);
    // Picking works as typing does: the evening half and 7 o'clock.
    await popup.locator('.ant-picker-time-panel-column').nth(2).getByText('م').click();
    await popup.locator('.ant-picker-time-panel-column').first().getByText('07').click();
    await page.screenshot({ path: `${artifactsDir}walk-picker-open-${label}.png` });
    await popup.getByRole('button', { name: 'تأكيد' }).click();
    await expect(page.getByLabel('ميعاد البداية')).toHaveValue('10/12/2026 - 07:00 م');

    await page.goto('/admin/analytics');
    await page.locator('.ops-range__picker input').first().click();
    const range = page.locator('.ant-picker-dropdown:visible .ant-picker-panel-container');
    const rangeBox = (await range.boundingBox())!;
    expect(rangeBox.x).toBeGreaterThanOrEqual(0);
    expect(rangeBox.x + rangeBox.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${artifactsDir}walk-range-open-${label}.png` });
    await context.close();
  }
});

test('a wrong entry is said under its field: a taken e-mail, a timed exam without dates, a negative price', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  await adminPost(request, admin, '/admins', {
    name: 'منى',
    identifier: 'mona.walk@sabora.test',
    type: 'secondary',
    password: 'Mona-2026-pass',
  });
  const { context, page } = await openDevice(browser, studentPhone);
  await useSession(page, 'admin', admin);

  await page.goto('/admin/admin-form');
  const form = page.getByTestId('admin-form');
  await form.getByLabel('الاسم').fill('منى التانية');
  // Pasted with spaces around it, as e-mails often are.
  await form.getByLabel('البريد الإلكتروني (للدخول)').fill('  mona.walk@sabora.test ');
  await form.getByLabel('كلمة السر').fill('Mona-2026-pass');
  await page.getByTestId('admin-save').click();
  const identifierItem = form.locator('.ant-form-item').filter({
    has: page.getByLabel('البريد الإلكتروني (للدخول)'),
  });
  await expect(identifierItem.locator('.ant-form-item-explain-error')).toContainText('مستخدم');
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  await shootBoth(page, 'walk-admin-form-taken');

  await page.goto('/admin/exam-form');
  await page.getByLabel('اسم الامتحان').fill('Test: Perfekt');
  await page.getByLabel('امتحان بميعاد').click();
  await page.getByTestId('exam-save').click();
  const startItem = page
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel('ميعاد البداية') });
  await expect(startItem.locator('.ant-form-item-explain-error')).toContainText('ميعاد بداية');
  await expect(page.getByText('راجع الحقول اللي باللون الأحمر')).toBeVisible();
  // The sticky bar and its save button are not covered by a toast.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  await shootBoth(page, 'walk-exam-errors');
  // A reload in the middle starts the form over, with nothing red left behind.
  await page.reload();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);

  await page.goto('/admin/courses');
  await page.getByRole('button', { name: /كورس جديد/ }).click();
  const price = page.getByLabel('السعر');
  await price.fill('-50');
  await price.blur();
  await expect(page.getByText('السعر مينفعش يكون بالسالب')).toBeVisible();
  await expect(price).toHaveValue('-50');
  await context.close();
});

test('the pages a new admin opens: names, phones, exports, statuses, the marked section, one main', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const now = Date.now();
  const course = await adminPost<Course>(request, admin, '/course', {
    title: 'November-Kurs: Präpositionen',
    price: 0,
    level: 'sec-1',
  });
  const running = await adminPost<AdminExamPage>(request, admin, '/exams', {
    title: 'Test: Präpositionen',
    isTimed: true,
    startTime: now - 60_000,
    endTime: now + 3_600_000,
    courses: [course._id],
    questions: [{ title: 'mit ___ Bus', options: ['dem', 'den'], correct: ['dem'], score: 2 }],
  });
  const student = await registerStudent(
    request,
    { ...studentPhone, cores: 2 },
    { name: 'سلمى نبيل', phone: '01566778899', level: 'sec-1' },
  );
  const submit = await request.post(`/api/user/exams/${running.exam._id}`, {
    headers: { authorization: `Bearer ${student.token}` },
    data: [{ question: running.questions[0]!._id, exam: running.exam._id, selected: 'dem' }],
  });
  expect(submit.ok()).toBe(true);
  const ended = await adminPost<AdminExamPage>(request, admin, '/exams', {
    title: 'Test: Gestern',
    isTimed: true,
    startTime: now - 7_200_000,
    endTime: now - 3_600_000,
    questions: [],
  });
  const always = await adminPost<AdminExamPage>(request, admin, '/exams', {
    title: 'Test: Jederzeit',
    isTimed: false,
    questions: [],
  });
  const { context, page } = await openDevice(browser, teacherLaptop);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await useSession(page, 'admin', admin);

  await page.goto('/admin/exams');
  const row = (title: string) => page.getByRole('row').filter({ hasText: title });
  await expect(row(running.exam.title).getByTestId('exam-status')).toHaveText('شغال دلوقتي');
  await expect(row(ended.exam.title).getByTestId('exam-status')).toHaveText('خلص');
  // An untimed exam has no schedule and is always open: two different words, not one twice.
  await expect(row(always.exam.title).getByRole('cell').nth(1)).toHaveText('مالوش ميعاد');
  await expect(row(always.exam.title).getByTestId('exam-status')).toHaveText('شغال دلوقتي');
  await shootBoth(page, 'walk-exams-list');

  await page.goto(`/admin/exam-results/${running.exam._id}`);
  await expect(page.getByRole('heading', { level: 2 })).toContainText(running.exam.title);
  await expect(page.getByRole('columnheader', { name: 'الموبايل' })).toBeVisible();
  await expect(page.getByRole('link', { name: '01566778899' })).toBeVisible();
  await expect(page.getByTestId('results-export-xlsx')).toBeVisible();
  await expect(page.getByTestId('results-export-csv')).toBeVisible();
  await expect(page.locator('.ant-menu-item-selected')).toHaveText('الامتحانات');
  await expect(page.locator('main')).toHaveCount(1);
  await shootBoth(page, 'walk-exam-results');

  // Editing an exam that has results says how many, and asks before saving.
  await page.goto(`/admin/exam-form/${running.exam._id}`);
  await expect(page.getByTestId('exam-results-warning')).toContainText('نتيجة واحدة');
  await page.getByTestId('exam-save').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('نتيجة واحدة');
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);

  for (const [path, testId] of [
    ['/admin/users', 'users-export'],
    ['/admin/calls', 'calls-export'],
    ['/admin/bills', 'bills-export'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(`${testId}-xlsx`)).toBeVisible();
    await expect(page.getByTestId(`${testId}-csv`)).toBeVisible();
  }
  await shootBoth(page, 'walk-bills');
  // The students file downloads with the sign-in token, as the others do.
  await page.goto('/admin/users');
  const download = page.waitForEvent('download');
  await page.getByTestId('users-export-csv').click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  await page.goto('/admin/analytics');
  await expect(
    page
      .locator('.ops-chart')
      .filter({ hasText: 'الإيراد حسب طريقة الدفع' })
      .getByTestId('chart-empty'),
  ).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await shootBoth(page, 'walk-analytics');
  await context.close();
});

test('an assistant finds a student with Enter and logs a follow-up picked by day at 10:00', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const student = await registerStudent(request, studentPhone, {
    name: 'ياسمين فؤاد',
    phone: '01234567890',
    level: 'sec-1',
  });
  const { context, page } = await openDevice(browser, studentPhone);
  await useSession(page, 'admin', admin);
  await page.goto('/admin');
  // Typed on an Arabic keyboard; Enter on the one match opens the student.
  await page.getByTestId('student-search').pressSequentially('٤٥٦٧٨٩');
  await page.getByTestId('student-search').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/users/${student._id}$`));

  await page.goto(`/admin/edit-user/${student._id}`);
  await page.getByTestId('admin-menu-button').click();
  await expect(page.locator('.ant-drawer .ant-menu-item-selected')).toHaveText('الطلاب');
  await page.keyboard.press('Escape');
  // A number pasted with spaces is kept whole: it was cut at 11 characters, spaces included.
  const parentPhone = page.getByTestId('edit-user-form').getByLabel('رقم موبايل ولي الأمر');
  await parentPhone.selectText();
  await page.keyboard.insertText('011 2233 4455');
  await expect(parentPhone).toHaveValue('01122334455');

  await page.goto(`/admin/user-calls/${student._id}`);
  const callForm = page.getByTestId('call-form');
  await chooseOption(page, page.getByTestId('call-reason').locator('input'), 'دفع');
  await chooseOption(page, page.getByTestId('call-outcome').locator('input'), 'متابعة');
  // The picker opens on this month; the day is picked in the next one, as an
  // assistant booking a follow-up does, so the test holds on any date.
  const day = followUpDay();
  await callForm.getByLabel('ميعاد المتابعة').click();
  const popup = page.locator('.ant-picker-dropdown:visible');
  await popup.locator('.ant-picker-header-next-btn').click();
  await popup.locator(`td.ant-picker-cell-in-view[title="${day.iso}"]`).click();
  await popup.getByRole('button', { name: 'تأكيد' }).click();
  await expect(callForm.getByLabel('ميعاد المتابعة')).toHaveValue(`${day.shown} - 10:00 ص`);
  await shootBoth(page, 'walk-call-form');
  await page.getByTestId('call-save').click();
  await expect(page.getByText('المكالمة اتسجلت').first()).toBeVisible();
  const calls = await adminGet<{ calls: { followUpAt: number | null }[] }>(
    request,
    admin,
    `/users/${student._id}/calls`,
  );
  expect(calls.calls[0]?.followUpAt).toBe(day.tenInCairo);
  await context.close();
});

test('the exam charts draw their bars for one result, with and without reduced motion', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const { exam, questions } = await adminPost<AdminExamPage>(request, admin, '/exams', {
    title: 'Kurztest: Artikel',
    questions: [{ title: '___ Frau', options: ['der', 'die'], correct: ['die'], score: 2 }],
  });
  const student = await registerStudent(request, studentPhone, {
    name: 'مريم سامي',
    phone: '01112348888',
    level: 'sec-1',
  });
  const submit = await request.post(`/api/user/exams/${exam._id}`, {
    headers: { authorization: `Bearer ${student.token}` },
    data: [{ question: questions[0]!._id, exam: exam._id, selected: 'die' }],
  });
  expect(submit.ok()).toBe(true);

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const { context, page } = await openDevice(browser, teacherLaptop);
    await page.emulateMedia({ reducedMotion });
    await useSession(page, 'admin', admin);
    // Reached as an admin does: the results list, then its statistics tab.
    await page.goto(`/admin/exam-results/${exam._id}`);
    await page.getByRole('tab', { name: 'الإحصائيات' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/exam-results/charts/${exam._id}$`));
    const bars = page.locator('.recharts-bar-rectangle path');
    await expect(bars.first()).toBeVisible();
    // Every drawn bar has an area on screen, not a zero-height shape.
    await expect
      .poll(
        async () =>
          (
            await bars.evaluateAll((shapes) =>
              shapes.map((shape) => {
                const box = shape.getBoundingClientRect();
                return box.width * box.height;
              }),
            )
          ).filter((area) => area > 100).length,
      )
      .toBe(2);
    if (reducedMotion === 'reduce') await shootBoth(page, 'walk-exam-charts');
    await context.close();
  }
});

test('a double click on Save creates one course', async ({ browser, request }) => {
  const admin = await adminToken(request);
  const { context, page } = await openDevice(browser, teacherLaptop);
  await useSession(page, 'admin', admin);
  const title = `Doppelklick ${Date.now()}`;
  let posts = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/admin/course')) posts += 1;
  });
  await page.goto('/admin/courses');
  await page.getByTestId('new-course').click();
  const form = page.getByTestId('course-form');
  await form.getByLabel('اسم الكورس').fill(title);
  await form.getByLabel('الوصف').fill('وصف');
  await form.getByLabel('السعر').fill('١٥٠');
  await chooseOption(page, form.getByLabel('الصف الدراسي'), 'الصف الأول الثانوي');
  await page.getByTestId('course-save').dblclick();
  await expect(page.getByTestId('course-form')).toBeHidden();
  await page.waitForTimeout(500);
  expect(posts).toBe(1);
  await context.close();
});
