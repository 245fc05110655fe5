import { expect, test, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { adminToken, useSession } from '../support/api';
import { artifactsDir } from '../support/constants';
import { viewports } from '../support/screens';
import { openDevice, studentPhone, teacherLaptop, type Device } from '../support/session';
import { createTimedExam, signedInStudent } from '../support/timed-exam';
import { networkToast } from '../support/toasts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

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

const devices: Array<[string, Device]> = [
  ['phone', studentPhone],
  // Below antd's md the panel fills the width, but toasts are no longer a phone's full-width card.
  ['tablet', { screen: { width: 700, height: 1000 }, memory: 4, cores: 4 }],
  // A 640px panel with no room beside it for a toast.
  ['small-laptop', { screen: { width: 900, height: 700 }, memory: 4, cores: 4 }],
  ['desktop', teacherLaptop],
];

for (const [name, device] of devices) {
  test(`on a ${name}, a toast over an open form panel hides none of its fields' labels`, async ({
    browser,
    request,
  }) => {
    const admin = await adminToken(request);
    const { context, page } = await openDevice(browser, device);
    await useSession(page, 'admin', admin);
    await page.goto('/admin/videos');
    await expect(page.getByTestId('new-video')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('new-video').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('اسم الفيديو')).toBeEditable({ timeout: 30_000 });

    // The server goes while the admin looks for an exam to attach: the network toast.
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await dialog.getByLabel('الامتحانات', { exact: true }).pressSequentially('Grammatik');
    const toast = networkToast(page);
    await expect(toast).toBeVisible();
    await keepToasts(page);
    // Back to the form's first field (the search's list closes), where a toast would start.
    await dialog.getByLabel('اسم الفيديو').focus();
    await dialog.locator('.ant-drawer-body').evaluate((body) => body.scrollTo(0, 0));

    // Where it rests: it drops in from above the screen.
    await expect(page.locator('.Toastify__toast')).not.toHaveClass(/Toastify--animate/);
    const toastBox = await toast.boundingBox();
    if (!toastBox) throw new Error('the toast is not on screen');
    const height = page.viewportSize()?.height ?? 0;
    let seen = 0;
    for (const label of await dialog.locator('.ant-form-item-label label').all()) {
      const box = await label.boundingBox();
      if (!box || box.y > height) continue;
      seen += 1;
      const said = await label.textContent();
      expect(overlaps(box, toastBox), `the label "${said}" under the toast`).toBe(false);
    }
    expect(seen).toBeGreaterThan(2);
    await page.screenshot({ path: join(artifactsDir, `admin-drawer-toast-${name}.png`) });
    await context.close();
  });
}
