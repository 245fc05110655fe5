import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AdminExamPage, AdminVideoPage, Course, SessionAdmin } from '@sabora/contract';
import { adminPost, adminToken, useSession } from '../support/api';
import { artifactsDir } from '../support/constants';
import { shootBoth, viewports } from '../support/screens';
import { openDevice, studentPhone, teacherLaptop } from '../support/session';

// A teacher and an assistant walk the admin area as a new person would: they type
// (Arabic digits, evening times, pasted text with spaces), do the wrong thing
// first, and reload in the middle. Every screen is shot at phone and desktop width.

/** Cairo wall-clock time (UTC+2 in winter) as epoch milliseconds. */
const cairo = (iso: string) => Date.parse(`${iso}+02:00`);

async function adminGet<T>(request: APIRequestContext, admin: SessionAdmin, path: string) {
  const response = await request.get(`/api/admin${path}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Types into a date picker as a person would: select what is there, type, then
 * Enter (which also sends the form, as in any text field) or Tab to the next field.
 */
async function typeDate(page: Page, field: Locator, text: string, then: 'Enter' | 'Tab') {
  await field.click();
  await field.press('Control+A');
  await field.pressSequentially(text, { delay: 15 });
  await field.press(then);
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
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

  // The video: an evening time typed in Latin digits; Enter saves what was typed.
  await page.goto(`/admin/videos/${videoId}`);
  await typeDate(page, page.getByLabel('ميعاد الظهور'), '30/11/2026 - 09:00 م', 'Enter');
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
  await page.locator('.ant-select-dropdown:visible').getByTitle(exam.exam.title).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  const prevExam = page.getByLabel('الامتحان المطلوب قبل الفيديو');
  await prevExam.click();
  await prevExam.pressSequentially('Wort');
  await page.locator('.ant-select-dropdown:visible').getByTitle(before.exam.title).click();
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

  // The exam: noon and an afternoon end, typed; Enter in the last one saves the exam.
  await page.goto(`/admin/exam-form/${exam.exam._id}`);
  await page.getByLabel('امتحان بميعاد').click();
  const start = page.getByLabel('ميعاد البداية');
  await typeDate(page, start, '05/12/2026 - 12:00 م', 'Tab');
  const end = page.getByLabel('ميعاد النهاية');
  await typeDate(page, end, '05/12/2026 - 01:30 م', 'Enter');
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
    await expect(popup.getByText('الأن')).toBeInViewport();
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
