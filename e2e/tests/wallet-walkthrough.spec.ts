import { expect, test } from '@playwright/test';
import { formatRechargeCode, normalizeRechargeCode, type Course } from '@sabora/contract';
import { adminPost, adminToken, registerStudent, useSession } from '../support/api';
import { shootBoth } from '../support/screens';
import { openDevice, studentPhone } from '../support/session';

const day = 24 * 60 * 60 * 1000;
const arabicDigits = (digits: string) =>
  digits.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);

// Issue 15's browser walk-through, the student's half: a card's code typed on
// an Arabic keyboard, a course bought from the wallet, its video, and the
// renewal prompt once the clock nears the end of the month.
test('a student redeems a code typed in Arabic digits, buys a course, watches it and is asked to renew near its end', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const course = await adminPost<Course>(request, admin, '/course', {
    title: 'Monatskurs: Das Perfekt',
    price: 150,
    level: 'sec-2',
    accessDays: 30,
  });
  const video = await adminPost<{ _id: string }>(request, admin, '/video', {
    title: 'Lektion 1: haben oder sein?',
    url: 'https://media.example.com/perfekt.mp4',
    courses: [course._id],
  });
  const batch = await adminPost<{ codes: { code: string }[] }>(request, admin, '/code-batches', {
    amount: 200,
    count: 1,
  });
  const code = normalizeRechargeCode(batch.codes[0]!.code);
  const student = await registerStudent(request, studentPhone, {
    name: 'سلمى عادل',
    phone: '01512340077',
    level: 'sec-2',
  });

  const { context, page } = await openDevice(browser, studentPhone);
  await useSession(page, 'user', student);

  // Typed digit by digit on an Arabic keyboard: shown in Latin groups of four.
  await page.goto('/wallet');
  const field = page.getByLabel('كود الشحن');
  await field.pressSequentially(arabicDigits(code));
  await expect(field).toHaveValue(formatRechargeCode(code));
  await page.getByRole('button', { name: 'اشحن', exact: true }).click();
  await expect(page.getByTestId('redeem-done')).toContainText('200 جنيه');
  await expect(page.getByTestId('header-balance')).toContainText('200 جنيه');
  await expect(page.getByTestId('wallet-entry')).toHaveCount(1);
  // The support button rests at the left end of the lines, where the amounts end: kept clear.
  const button = await page.getByTestId('support-button').boundingBox();
  const amount = await page
    .getByTestId('wallet-entry')
    .locator('.wallet-history__amount')
    .boundingBox();
  expect(amount!.x).toBeGreaterThanOrEqual(button!.x + button!.width);
  await shootBoth(page, 'wallet-redeemed');

  // The same card again: the server's refusal stands under the field.
  await field.fill(code);
  await page.getByRole('button', { name: 'اشحن', exact: true }).click();
  await expect(page.locator('.field__error')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('200 جنيه');

  // Buying: the confirm step says the price, the balance after and until when.
  await page.goto(`/courses/${course._id}`);
  await page.getByTestId('buy-course').click();
  const dialog = page.getByTestId('buy-dialog');
  await expect(dialog.getByTestId('buy-balance-after')).toContainText('50 جنيه');
  await expect(dialog.getByTestId('buy-until')).toBeVisible();
  await shootBoth(page, 'buy-confirm');
  await dialog.getByTestId('buy-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('access-status')).toContainText('الاشتراك لحد');
  await expect(page.getByTestId('header-balance')).toContainText('50 جنيه');

  // The course opened at once: its video plays.
  await page.goto(`/videos/${video._id}`);
  await expect(page.getByTestId('video-frame')).toBeVisible();

  // Five days before the end, the course offers to renew.
  await page.clock.install({ time: Date.now() + 25 * day });
  await page.goto(`/courses/${course._id}`);
  await expect(page.getByTestId('renew-course')).toBeVisible();
  await shootBoth(page, 'course-renewal-due');
  await context.close();
});
