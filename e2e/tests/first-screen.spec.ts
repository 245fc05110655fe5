import { expect, test } from '@playwright/test';
import { adminPost, adminToken, registerStudent, useSession } from '../support/api';
import { artifactsDir } from '../support/constants';
import { germanQuestions } from '../support/german-questions';
import { openDevice, studentPhone } from '../support/session';
import { createTimedExam } from '../support/timed-exam';

// What a phone on a slow line sees first (issue 18, decisions 0219 and 0220).
test('before any script has arrived, the page shows the header and the spinner', async ({
  browser,
}) => {
  const { page } = await openDevice(browser, studentPhone);
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/courses');
  await expect(page.getByRole('status')).toHaveText('جاري التحميل…');
  await expect(page.getByRole('link', { name: 'سبورة' })).toBeVisible();
  await page.screenshot({ path: `${artifactsDir}first-screen-before-scripts-phone.png` });
});

test('the exam banner is asked for once per load, and when it answers late it is drawn with the page, pushing nothing down', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const title = 'Test: Erster Bildschirm';
  await createTimedExam(request, admin, {
    title,
    openedAgoMs: 5_000,
    closesInMs: 30 * 60_000,
    questions: germanQuestions,
  });
  const course = await adminPost<{ _id: string }>(request, admin, '/course', {
    title: 'Deutsch: Erste Schritte',
    price: 0,
    level: 'sec-1',
  });
  const student = await registerStudent(request, studentPhone, {
    name: 'نور الهدى سامي',
    phone: '01577001218',
    level: 'sec-1',
  });
  const { page } = await openDevice(browser, studentPhone);
  await useSession(page, 'user', student);
  // Every shift of the page from its first paint, as Lighthouse counts them, with what moved.
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const shifts: { value: number; at: number; moved: string[] }[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: entry.sources.map(
            ({ node, previousRect, currentRect }) =>
              `${node instanceof Element ? node.outerHTML.slice(0, 80) : String(node?.nodeName)}: ${previousRect.y} → ${currentRect.y}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The early call's answer is the banner's data: a first render that React restarts must not
  // lose it and ask again (the banner then came late and pushed the page down). Whether React
  // restarts depends on timing, so a course page, which waits on more, is opened a few times.
  // Only the course page's own calls: the /policies page that useSession opened can see the
  // stored session when its idle-time refresh runs, and rightly ask for the banner too (CI, once).
  const bannerCalls: string[] = [];
  page.on('request', (request) => {
    const from = new URL(request.frame().url()).pathname;
    if (request.url().endsWith('/api/shared/timed-exams') && from.startsWith('/courses/')) {
      bannerCalls.push(request.url());
    }
  });
  for (let load = 1; load <= 5; load += 1) {
    await page.goto(`/courses/${course._id}`);
    await expect(page.getByTestId('exam-banner').getByText(title)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(bannerCalls, `load ${load}`).toHaveLength(load);
  }
  // The banner's call answers well after the page's code and the course list.
  await page.route('**/api/shared/timed-exams', async (route) => {
    const answer = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fulfill({ response: answer });
  });
  await page.goto('/courses?level=sec-1');
  await expect(page.getByTestId('exam-banner').getByText(title)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const shifts = await page.evaluate(
    () => (window as unknown as { shifts: { value: number }[] }).shifts,
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01);
});
