import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { adminToken, useSession } from '../support/api';
import { artifactsDir } from '../support/constants';
import { chooseOption } from '../support/select';
import { openDevice, studentPhone } from '../support/session';

test('on a phone, a list that cannot load offline says so in full, and fills in when the network returns', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const { context, page } = await openDevice(browser, studentPhone);
  await useSession(page, 'admin', admin);
  await page.goto('/admin/bills');
  await expect(page.getByRole('heading', { name: 'المدفوعات' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  // Another range is a list the phone never loaded.
  await chooseOption(page, page.getByLabel('المدة', { exact: true }), 'النهارده');
  const failed = page.locator('.load-failed');
  await expect(failed.getByText('مفيش إنترنت')).toBeVisible();
  // The bills table keeps its cells on one line; its message wraps inside the screen.
  const message = failed.locator('.ant-result-subtitle');
  const overflow = await message.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.screenshot({ path: join(artifactsDir, 'admin-bills-offline-phone.png') });

  await context.setOffline(false);
  await expect(failed).toHaveCount(0);
  await context.close();
});
