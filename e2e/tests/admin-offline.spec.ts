import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { join } from 'node:path';
import { adminToken, useSession } from '../support/api';
import { artifactsDir } from '../support/constants';
import { chooseOption } from '../support/select';
import { openDevice, studentPhone, teacherLaptop, type Device } from '../support/session';
import { expectNetworkToastGone, networkToast } from '../support/toasts';

const devices: Array<[string, Device]> = [
  ['phone', studentPhone],
  ['desktop', teacherLaptop],
];

/** An admin's bills list on the device, loaded in full before the server or the network goes. */
async function openBills(browser: Browser, request: APIRequestContext, device: Device) {
  const admin = await adminToken(request);
  const { context, page } = await openDevice(browser, device);
  await useSession(page, 'admin', admin);
  await page.goto('/admin/bills');
  // A first load on a busy machine may take longer than an expect's 10 s.
  await expect(page.getByRole('heading', { name: 'المدفوعات' })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  return { admin, context, page };
}

/** A toast leaves the header and the admin's menu button under it free to tap (decision 0234). */
async function expectBelowTheHeader(page: Page, toast: Locator) {
  const chrome = [page.locator('.navbar'), page.getByTestId('admin-menu-button')];
  let bottom = 0;
  for (const part of chrome) {
    if ((await part.count()) === 0) continue; // a desktop's admin menu is a sidebar
    const box = await part.boundingBox();
    if (box) bottom = Math.max(bottom, box.y + box.height);
  }
  expect(bottom).toBeGreaterThan(0);
  // Polled: the toast drops in from above the screen.
  await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(bottom);
}

test('on a phone, a list that cannot load offline says so in full, and fills in when the network returns', async ({
  browser,
  request,
}) => {
  const { context, page } = await openBills(browser, request, studentPhone);

  await context.setOffline(true);
  // Another range is a list the phone never loaded. Not "today": on a month's first day in Cairo it
  // is the same range as the default "this month", already loaded; yesterday never is.
  await chooseOption(page, page.getByLabel('المدة', { exact: true }), 'امبارح');
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

// With the server gone the browser stays online: no `online` event will ever bring the list back.
for (const [name, device] of devices) {
  test(`on a ${name}, a list that could not reach the server loads by itself when it answers again, and its toast goes`, async ({
    browser,
    request,
  }) => {
    const { context, page } = await openBills(browser, request, device);

    // The server goes away: every API call fails, the health check's too.
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    // Yesterday: a list never loaded, whatever the day (above).
    await chooseOption(page, page.getByLabel('المدة', { exact: true }), 'امبارح');
    const toast = networkToast(page);
    await expect(toast).toBeVisible();
    // The admin is in another window (WhatsApp, the call list): the toast waits past its 5 seconds.
    // Told at once: on a loaded machine the measuring below can take most of those 5 seconds.
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await expectBelowTheHeader(page, toast);
    const failed = page.locator('.load-failed');
    await expect(failed.getByText('مش قادرين نوصل للسيرفر')).toBeVisible();
    await expect(toast).toBeVisible();
    await page.screenshot({ path: join(artifactsDir, `admin-bills-server-gone-${name}.png`) });

    // Back, with no click and no `online` event: the screen asks the server's health by itself.
    await page.unroute('**/api/**');
    await expect(failed).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('bills-count')).toBeVisible();
    await expectNetworkToastGone(page);
    await page.screenshot({ path: join(artifactsDir, `admin-bills-server-back-${name}.png`) });
    await context.close();
  });
}

for (const [name, device] of devices) {
  test(`on a ${name}, an admin account opened with the server gone says so, and opens by itself when it is back`, async ({
    browser,
    request,
  }) => {
    const { admin, context, page } = await openBills(browser, request, device);

    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    // Inside the app, as its menu would: the page's code comes, its data cannot.
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/admin/admins/${admin._id}`);
    const failed = page.locator('.load-failed');
    await expect(failed.getByText('مش قادرين نوصل للسيرفر')).toBeVisible();
    await expect(page.getByRole('button', { name: 'حاول تاني' })).toBeVisible();
    await page.screenshot({ path: join(artifactsDir, `admin-account-server-gone-${name}.png`) });

    await page.unroute('**/api/**');
    await expect(failed).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByText(admin.name, { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: join(artifactsDir, `admin-account-server-back-${name}.png`) });
    await context.close();
  });
}

for (const [name, device] of devices) {
  test(`on a ${name}, the new-video form opened with the server gone says so, and fills in when it is back`, async ({
    browser,
    request,
  }) => {
    const admin = await adminToken(request);
    const { context, page } = await openDevice(browser, device);
    await useSession(page, 'admin', admin);
    await page.goto('/admin/videos');
    await expect(page.getByTestId('new-video')).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    // The form needs the PDFs to choose from, which the list never asked for.
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.getByTestId('new-video').click();
    const dialog = page.getByRole('dialog');
    const failed = dialog.getByTestId('load-failed');
    await expect(failed.getByText('مش قادرين نوصل للسيرفر')).toBeVisible();
    await expect(failed.getByRole('button', { name: 'حاول تاني' })).toBeVisible();
    await expect(dialog.getByTestId('video-form')).toHaveCount(0);
    await page.screenshot({ path: join(artifactsDir, `admin-new-video-server-gone-${name}.png`) });

    // Back: the form comes by itself, ready to fill in, and the toast goes.
    await page.unroute('**/api/**');
    await expect(failed).toHaveCount(0, { timeout: 30_000 });
    await expect(dialog.getByTestId('video-form').getByLabel('اسم الفيديو')).toBeEditable();
    // Before the screen is kept.
    await expectNetworkToastGone(page);
    await page.screenshot({ path: join(artifactsDir, `admin-new-video-server-back-${name}.png`) });
    await context.close();
  });
}
