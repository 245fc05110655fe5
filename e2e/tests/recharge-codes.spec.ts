import { expect, test } from '@playwright/test';
import type { CreatedCodeBatchResponse } from '@sabora/contract';
import { adminPost, adminToken, registerStudent, useSession } from '../support/api';
import { artifactsDir } from '../support/constants';
import { shootBoth } from '../support/screens';
import { studentPhone } from '../support/session';

const toArabicDigits = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

test('a main admin prints a batch of cards once, an assistant looks a used code up, the batch is disabled', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  await useSession(page, 'admin', admin);

  await page.goto('/admin/code-batches');
  await page.getByTestId('code-batch-new').click();
  await page.getByTestId('code-batch-amount').fill('150');
  await page.getByTestId('code-batch-count').fill('30');
  await page.getByTestId('code-batch-note').fill('سنتر الهرم – نوفمبر');
  await page.getByTestId('code-batch-save').click();

  await expect(page.getByTestId('printed-warning')).toBeVisible();
  await expect(page.getByTestId('code-print').getByTestId('code-card')).toHaveCount(30);
  await shootBoth(page, 'codes-printed');

  // The CSV comes from the page, not from the server.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('printed-csv').click(),
  ]);
  const csv = await (await download.createReadStream()).toArray();
  const lines = Buffer.concat(csv).toString('utf8').trim().split('\r\n');
  expect(lines).toHaveLength(31);
  const firstCode = lines[1]!.split(',')[1]!;
  expect(firstCode).toMatch(/^\d{4}( \d{4}){4}$/);

  // The print preview: A4 pages of cards and nothing of the admin screen.
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${artifactsDir}codes-print-preview.png`, fullPage: true });
  await page.pdf({ path: `${artifactsDir}codes-print.pdf`, format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'screen' });

  // Leaving the one-time view asks first; staying keeps the codes on screen.
  const confirmDialog = page.locator('.confirm-dialog');
  await page.getByTestId('printed-done').click();
  await confirmDialog.getByRole('button', { name: 'إلغاء' }).click();
  await expect(page.getByTestId('printed-warning')).toBeVisible();
  await page.getByTestId('printed-done').click();
  await confirmDialog.getByRole('button', { name: 'تأكيد' }).click();
  await expect(page).toHaveURL(/\/admin\/code-batches\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('code-print')).toHaveCount(0);

  // A student redeems the first card through the API.
  const student = await registerStudent(request, studentPhone, {
    name: 'ريم سامح',
    phone: '01234560077',
    level: 'sec-2',
  });
  const redeemed = await request.post('/api/user/wallet/redeem', {
    data: { code: toArabicDigits(firstCode) },
    headers: { authorization: `Bearer ${student.token}` },
  });
  expect(redeemed.status()).toBe(200);

  // The lookup an assistant does with the code read out over the phone.
  await page.goto('/admin/code-lookup');
  await page.getByTestId('code-lookup-input').fill(toArabicDigits(firstCode));
  await page.getByTestId('code-lookup-submit').click();
  await expect(page.getByTestId('code-lookup-result')).toContainText('ريم سامح');
  await shootBoth(page, 'codes-lookup');

  await page.goto('/admin/code-batches');
  await expect(page.getByTestId('code-batches-table')).toContainText('سنتر الهرم');
  await shootBoth(page, 'codes-batches');
  await page.getByTestId('code-batch-open').first().click();
  await expect(page.getByTestId('batch-codes-table')).toContainText('ريم سامح');
  await page.getByTestId('code-batch-disable').click();
  await page.locator('.confirm-dialog').getByRole('button', { name: 'تأكيد' }).click();
  await expect(page.getByTestId('code-batch-summary')).toContainText('موقوفة');
  await shootBoth(page, 'codes-batch');
});

test('a batch printed through the API shows its codes masked, never in clear', async ({
  request,
}) => {
  const admin = await adminToken(request);
  const created = await adminPost<CreatedCodeBatchResponse>(request, admin, '/code-batches', {
    amount: 50,
    count: 2,
  });
  const codes = await request.get(`/api/admin/code-batches/${created.batch._id}/codes`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const body = await codes.text();
  for (const { code } of created.codes) expect(body).not.toContain(code);
});
