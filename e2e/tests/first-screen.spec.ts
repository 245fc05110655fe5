import { expect, test } from '@playwright/test';
import { adminToken, registerStudent, useSession } from '../support/api';
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

test('an exam banner whose call answers late is drawn with the page and pushes nothing down', async ({
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
