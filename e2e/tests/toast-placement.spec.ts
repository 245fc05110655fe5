import { expect, test, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { adminToken } from '../support/api';
import { artifactsDir } from '../support/constants';
import { viewports } from '../support/screens';
import { studentPhone } from '../support/session';
import { createTimedExam, signedInStudent } from '../support/timed-exam';

/** The user is in another window: the toast waits past its 5 seconds while it is measured. */
const keepToasts = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('blur')));

/** Polled: a toast drops in from above the screen before it rests. */
async function expectBelow(toast: Locator, part: Locator) {
  await expect
    .poll(async () => {
      const [toastBox, partBox] = await Promise.all([toast.boundingBox(), part.boundingBox()]);
      if (!toastBox || !partBox) return 'not on screen';
      return toastBox.y >= partBox.y + partBox.height ? 'below' : 'over it';
    })
    .toBe('below');
}

/** Nothing is drawn over the middle of `part`: what the eye reads there is its own. */
function drawnOnTop(part: Locator): Promise<boolean> {
  return part.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
  });
}

test('on the exam screen a toast leaves the countdown in sight: on a phone, scrolled, and on a desktop', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const examId = await createTimedExam(request, admin, {
    title: 'Wortschatz Lektion 3',
    questions: Array.from({ length: 8 }, (_, index) => ({
      title: `Frage ${index + 1}`,
      options: [`richtig ${index + 1}`, `falsch ${index + 1}`],
      correct: [`richtig ${index + 1}`],
      score: 1,
    })),
    openedAgoMs: 5_000,
    closesInMs: 30 * 60_000,
  });
  const { context, page } = await signedInStudent(browser, request, {
    device: studentPhone,
    name: 'ملك أحمد سعيد',
    phone: '01012349901',
  });
  await page.goto(`/exam/${examId}`);
  const bar = page.getByTestId('exam-bar');
  const countdown = page.getByTestId('exam-countdown');
  await expect(countdown).toBeVisible({ timeout: 30_000 });

  // The server refuses the answers' draft: a toast a student can meet in the middle of an exam.
  await page.route('**/api/user/exams/*/draft', (route) =>
    route.fulfill({ status: 500, json: { message: 'حصل خطأ في السيرفر، جرب تاني' } }),
  );
  await page.getByRole('checkbox', { name: 'richtig 1', exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'حصل خطأ في السيرفر' });
  await expect(toast).toBeVisible();
  await keepToasts(page);

  const shots: Array<[string, () => Promise<void>]> = [
    ['phone', async () => undefined],
    // The last question: the bar has stuck under the header, and the toast follows it up.
    ['phone-scrolled', () => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))],
    ['desktop', () => page.setViewportSize(viewports.desktop)],
  ];
  for (const [name, arrange] of shots) {
    await arrange();
    await expect(countdown).toBeInViewport({ ratio: 1 });
    await expectBelow(toast, bar);
    expect(await drawnOnTop(countdown)).toBe(true);
    await page.screenshot({ path: join(artifactsDir, `exam-toast-countdown-${name}.png`) });
  }
  await context.close();
});
