import { expect, test } from '@playwright/test';
import { registerStudent, useSession } from '../support/api';
import { shootBoth } from '../support/screens';
import { openDevice, studentPhone } from '../support/session';

const pages = [
  { path: '/', name: 'landing', heading: /ألماني|الألماني/ },
  { path: '/login', name: 'login', heading: /تسجيل الدخول|دخول/ },
  { path: '/register', name: 'register', heading: /حساب جديد|إنشاء/ },
  { path: '/policies', name: 'policies', heading: /الشروط|سياسة|شروط/ },
  { path: '/privacy', name: 'privacy', heading: /الخصوصية/ },
  { path: '/refund', name: 'refund', heading: /الاسترداد|استرجاع/ },
  { path: '/courses', name: 'courses', heading: /./ },
  { path: '/no-such-page', name: 'not-found', heading: /404|مش موجودة|غير موجودة/ },
];

for (const { path, name, heading } of pages) {
  test(`${path} renders right-to-left in Arabic at phone and desktop size`, async ({ page }) => {
    // The page must work under the API's Content-Security-Policy, not merely load.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('h1, h2').first()).toHaveText(heading);
    await shootBoth(page, name);
    expect(violations).toEqual([]);
  });
}

test('the page uses the shipped Arabic font', async ({ page }) => {
  await page.goto('/');
  // Fonts load for text on the page: wait until the first render put some there.
  await expect(page.locator('h1').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() =>
    [...document.fonts].some((font) => font.family.includes('Cairo') && font.status === 'loaded'),
  );
  expect(loaded).toBe(true);
});

test("Cairo's Latin faces come after the first screen, added together once loaded", async ({
  page,
}) => {
  // Sampled every frame from the start: each face is in the set only once it has loaded, so
  // the drawn page is laid out again once, not once per weight (U+20AC is in the Latin range).
  await page.addInitScript(() => {
    const seen: string[][] = [];
    (window as unknown as { latinSeen: string[][] }).latinSeen = seen;
    const sample = () => {
      seen.push(
        [...document.fonts]
          .filter((font) => font.family.includes('Cairo') && font.unicodeRange.includes('20AC'))
          .map((font) => `${font.weight}:${font.status}`),
      );
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  const seenNow = () =>
    page.evaluate(() => (window as unknown as { latinSeen: string[][] }).latinSeen);
  await expect.poll(async () => (await seenNow()).at(-1)?.length, { timeout: 20_000 }).toBe(3);
  const withFaces = (await seenNow()).filter((faces) => faces.length > 0);
  expect(withFaces.length).toBeGreaterThan(0);
  for (const faces of withFaces)
    expect(faces.sort()).toEqual(['400:loaded', '600:loaded', '700:loaded']);
});

test('the support button alternates between WhatsApp and phone and is hidden on the exam page', async ({
  browser,
  request,
}) => {
  const student = await registerStudent(request, studentPhone, {
    name: 'مريم حسن',
    phone: '01012340099',
    level: 'prep-2',
  });
  const { context, page } = await openDevice(browser, studentPhone);
  await page.goto('/');
  const button = page.getByTestId('support-button');
  await expect(button).toBeVisible();
  const first = await button.innerHTML();
  await page.waitForTimeout(3300);
  expect(await button.innerHTML()).not.toBe(first);
  // A student stays on an exam page, even one that does not exist (a visitor is sent back).
  await useSession(page, 'user', student);
  await page.goto('/exam/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('الامتحان ده مش موجود، جرب تاني بعد شوية')).toBeVisible();
  await expect(page.getByTestId('support-button')).toHaveCount(0);
  await context.close();
});
