import { expect, test } from '@playwright/test';
import { levelLabels, type Course } from '@sabora/contract';
import { adminPost, adminToken, registerStudent, useSession } from '../support/api';
import { shootBoth } from '../support/screens';
import { chooseOption } from '../support/select';
import { openDevice, studentPhone, teacherLaptop } from '../support/session';

// A valid 1×1 PNG, so the upload passes the server's file-signature check.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a student browses a level, watches an owned video and is refused an unowned one', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const free = await adminPost<Course>(request, admin, '/course', {
    title: 'Deutsch für Anfänger: Kostenlos',
    price: 0,
    level: 'sec-1',
  });
  const paid = await adminPost<Course>(request, admin, '/course', {
    title: 'Grammatik intensiv',
    price: 300,
    level: 'sec-1',
  });
  const freeVideo = await adminPost<{ _id: string }>(request, admin, '/video', {
    title: 'Lektion 1: Der Artikel',
    url: 'https://media.example.com/lektion-1.mp4',
    courses: [free._id],
  });
  const paidVideo = await adminPost<{ _id: string }>(request, admin, '/video', {
    title: 'Lektion 2: Der Dativ',
    url: 'https://media.example.com/lektion-2.mp4',
    courses: [paid._id],
  });
  const student = await registerStudent(request, studentPhone, {
    name: 'يوسف محمود',
    phone: '01512340000',
    level: 'sec-1',
  });

  const { context, page } = await openDevice(browser, studentPhone);
  await useSession(page, 'user', student);
  await page.goto('/courses');
  await page.getByRole('link', { name: levelLabels['sec-1'] }).first().click();
  await expect(page).toHaveURL(/\/courses\?level=sec-1$/);
  const freeCard = page.locator('a', { hasText: free.title });
  await expect(freeCard).toBeVisible();
  await expect(freeCard.getByText('مجاناً')).toBeVisible();
  await expect(freeCard.getByTestId('badge-subscribed')).toBeVisible();
  await expect(
    page.locator('a', { hasText: paid.title }).getByTestId('badge-subscribed'),
  ).toHaveCount(0);
  await shootBoth(page, 'courses-level');

  await freeCard.click();
  await expect(page).toHaveURL(new RegExp(`/courses/${free._id}$`));
  await page.getByText('Lektion 1: Der Artikel').click();
  await expect(page).toHaveURL(new RegExp(`/videos/${freeVideo._id}$`));
  await expect(page.getByTestId('video-frame')).toBeVisible();
  await shootBoth(page, 'video-owned');

  await page.goto(`/videos/${paidVideo._id}`);
  const locked = page.getByTestId('video-locked');
  await expect(locked).toBeVisible();
  await expect(locked.getByRole('link', { name: paid.title })).toBeVisible();
  await expect(page.getByTestId('video-frame')).toHaveCount(0);
  await shootBoth(page, 'video-locked');
  await context.close();
});

test('an admin creates a course with an uploaded image and a video in it, then deletes both', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const { context, page } = await openDevice(browser, teacherLaptop);
  await useSession(page, 'admin', admin);

  await page.goto('/admin/courses');
  await page.getByTestId('new-course').click();
  const courseForm = page.getByTestId('course-form');
  await courseForm.getByLabel('اسم الكورس').fill('Sommerkurs: Wortschatz');
  await courseForm.getByLabel('السعر').fill('150');
  await chooseOption(page, courseForm.getByLabel('الصف الدراسي'), levelLabels['prep-3']);
  await courseForm.getByTestId('upload-input-imageUrl').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: tinyPng,
  });
  const preview = courseForm.locator('img[src^="/uploads/images/"]');
  await expect(preview).toBeVisible();
  const imagePath = await preview.getAttribute('src');
  await shootBoth(page, 'admin-course-new');
  await courseForm.getByTestId('course-save').click();
  const courseRow = page.getByRole('row', { name: /Sommerkurs: Wortschatz/ });
  await expect(courseRow).toBeVisible();
  const image = await request.get(imagePath!);
  expect(image.headers()['content-type']).toBe('image/png');

  await page.goto('/admin/videos');
  await page.getByTestId('new-video').click();
  const videoForm = page.getByTestId('video-form');
  await videoForm.getByLabel('اسم الفيديو').fill('Lektion 1: Im Urlaub');
  await videoForm.getByLabel('رابط الفيديو').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(videoForm.getByTestId('video-source-kind')).toContainText('YouTube');
  await chooseOption(page, videoForm.getByLabel('الكورسات'), 'Sommerkurs: Wortschatz');
  await videoForm.getByLabel('اسم الفيديو').click();
  await videoForm.getByTestId('video-save').click();
  const videoRow = page.getByRole('row', { name: /Lektion 1: Im Urlaub/ });
  await expect(videoRow).toBeVisible();
  await shootBoth(page, 'admin-videos');

  await videoRow.getByTestId('row-delete').click();
  await page.getByRole('button', { name: 'تأكيد' }).click();
  await expect(page.getByText('اتمسح بنجاح').first()).toBeVisible();
  await expect(videoRow).toHaveCount(0);

  await page.goto('/admin/courses');
  await page
    .getByRole('row', { name: /Sommerkurs: Wortschatz/ })
    .getByTestId('row-delete')
    .click();
  await page.getByRole('button', { name: 'تأكيد' }).click();
  await expect(page.getByRole('row', { name: /Sommerkurs: Wortschatz/ })).toHaveCount(0);
  await context.close();
});

test("a student's course list opened directly sends its calls once, before the app's code has run", async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  await adminPost<Course>(request, admin, '/course', {
    title: 'Lesen und Schreiben',
    price: 150,
    level: 'prep-3',
  });
  const student = await registerStudent(request, studentPhone, {
    name: 'هنا عادل',
    phone: '01012340088',
    level: 'prep-3',
  });
  const { context, page } = await openDevice(browser, studentPhone);
  await useSession(page, 'user', student);
  const listPage = await context.newPage();
  const sent: string[] = [];
  listPage.on('request', (call) => sent.push(new URL(call.url()).pathname));
  // The app's code is held back until the list's call has gone out: only the
  // early chunk (src/early) can have sent it.
  const listAsked = listPage.waitForRequest('**/api/shared/courses', { timeout: 10_000 });
  let sentBeforeTheApp = false;
  await listPage.route('**/assets/vendor-*.js', async (route) => {
    sentBeforeTheApp = await listAsked.then(
      () => true,
      () => false,
    );
    await route.continue();
  });
  await listPage.goto('/courses?level=prep-3');
  await expect(listPage.getByRole('heading', { name: 'Lesen und Schreiben' })).toBeVisible();
  await listPage.waitForLoadState('networkidle');
  expect(sentBeforeTheApp).toBe(true);
  // …and the app took the answers over instead of asking again.
  expect(sent.filter((path) => path === '/api/shared/courses')).toHaveLength(1);
  expect(sent.filter((path) => path === '/api/shared/timed-exams')).toHaveLength(1);
  await context.close();
});
