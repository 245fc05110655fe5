import { expect, test, type Page } from '@playwright/test';
import type { Course } from '@sabora/contract';
import { mediaHost, serveMedia } from '../fixtures/media-route';
import { adminPost, adminToken, registerStudent, useSession } from '../support/api';
import { artifactsDir } from '../support/constants';
import { openDevice, studentPhone } from '../support/session';

// Issue 17: the player resumes where the student stopped, shows the views
// left, and keeps the student's name and phone over every player kind.
const sizes = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
];

async function shootPlayer(page: Page, name: string) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expect(page.getByTestId('watermark')).toBeVisible();
    await page.screenshot({ path: `${artifactsDir}${name}-${size.label}.png` });
  }
  await page.setViewportSize(sizes[0]!);
}

const video = (page: Page) => page.locator('[data-testid="media-player"] video');
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

async function play(page: Page) {
  // The poster's button: a real click, as a student would. It fetches the player, which
  // starts by itself (decision 0190).
  await expect(video(page)).toHaveCount(0);
  await page.getByTestId('video-start').click();
  await expect(video(page)).toBeAttached();
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.paused), { timeout: 20_000 })
    .toBe(false);
}

test('a student resumes where they stopped, sees the views left, and the watermark stays', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await adminToken(request);
  const course = await adminPost<Course>(request, admin, '/course', {
    title: 'Hörverstehen: Progress',
    price: 0,
    level: 'sec-3',
  });
  const mp4 = await adminPost<{ _id: string }>(request, admin, '/video', {
    title: 'Lektion mp4',
    url: `${mediaHost}/clip.mp4`,
    courses: [course._id],
    maxViews: 5,
  });
  const hls = await adminPost<{ _id: string }>(request, admin, '/video', {
    title: 'Lektion HLS',
    url: `${mediaHost}/hls/clip.m3u8`,
    courses: [course._id],
  });
  const student = await registerStudent(request, studentPhone, {
    name: 'سلمى عادل',
    phone: '01051110001',
    level: 'sec-3',
  });

  const { context, page } = await openDevice(browser, studentPhone);
  await serveMedia(context);
  await useSession(page, 'user', student);

  await page.goto(`/videos/${mp4._id}`);
  await expect(page.getByTestId('video-views-left')).toHaveText('فاضل لك 5 مشاهدات من 5');
  await expect(page.getByTestId('video-start')).toHaveText('شغّل الفيديو');
  await page.screenshot({ path: `${artifactsDir}video-progress-poster-phone.png` });
  await play(page);
  const mark = page.getByTestId('watermark');
  await expect(mark).toHaveText(`${student.name} · ${student.phone}`);
  // ~25 s of real playback: one beat at 20 s, the rest as the page goes away.
  await expect
    .poll(() => currentTime(page), { timeout: 40_000, intervals: [1000] })
    .toBeGreaterThan(25);
  await shootPlayer(page, 'video-progress-mp4');

  await page.reload();
  const resume = page.getByTestId('video-resume');
  await expect(resume).toContainText('كملت من الدقيقة 0:2');
  await expect(page.getByTestId('video-start')).toHaveText('كمّل الفيديو');
  await play(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(20);
  expect(await currentTime(page)).toBeLessThan(40);

  // Hiding the watermark pauses the video, and it comes back.
  await mark.evaluate((element: HTMLElement) => {
    element.style.setProperty('display', 'none', 'important');
  });
  await expect(page.getByTestId('watermark-tamper')).toBeVisible();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await expect(mark).toBeVisible();
  await page.screenshot({ path: `${artifactsDir}video-progress-tamper-phone.png`, fullPage: true });

  // The HLS stream plays with the same player and the same watermark.
  await page.goto(`/videos/${hls._id}`);
  await expect(page.getByTestId('video-views-left')).toHaveCount(0);
  await play(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(2);
  await shootPlayer(page, 'video-progress-hls');
  // Removing it from the page altogether pauses too.
  await page.getByTestId('watermark').evaluate((element) => element.remove());
  await expect(page.getByTestId('watermark-tamper')).toBeVisible();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await expect(page.getByTestId('watermark')).toBeVisible();
  await context.close();
});

// The outsider's walk: a file the phone cannot fetch (a dead address, the network gone) left a
// spinner that never ended. It now says so, and its retry plays once the file can be reached.
test('a video whose file cannot be fetched says so, and its retry plays it', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminToken(request);
  const course = await adminPost<Course>(request, admin, '/course', {
    title: 'Hörverstehen: Kein Netz',
    price: 0,
    level: 'sec-3',
  });
  const mp4 = await adminPost<{ _id: string }>(request, admin, '/video', {
    title: 'Lektion ohne Netz',
    url: `${mediaHost}/clip.mp4`,
    courses: [course._id],
  });
  const student = await registerStudent(request, studentPhone, {
    name: 'نادر فوزي',
    phone: '01051110002',
    level: 'sec-3',
  });

  const { context, page } = await openDevice(browser, studentPhone);
  await serveMedia(context);
  // Registered last, so asked first: the file fails to load until `reachable`.
  let reachable = false;
  await context.route(`${mediaHost}/**`, (route) =>
    reachable ? route.fallback() : route.abort('internetdisconnected'),
  );
  await useSession(page, 'user', student);
  await page.goto(`/videos/${mp4._id}`);
  await page.getByTestId('video-start').click();
  const failed = page.getByRole('alert').filter({ hasText: 'الفيديو مش راضي يشتغل' });
  await expect(failed).toBeVisible({ timeout: 20_000 });
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${artifactsDir}video-load-failed-${size.label}.png` });
  }

  // The player is named in Arabic only, not after Vidstack's English "Video Player".
  await expect(page.getByTestId('media-player')).toHaveAttribute(
    'aria-label',
    'مشغل الفيديو: Lektion ohne Netz',
  );

  reachable = true;
  await failed.getByRole('button', { name: 'جرب تاني' }).click();
  await expect(failed).toHaveCount(0);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  await context.close();
});
