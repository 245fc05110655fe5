import { expect, type Page } from '@playwright/test';

/** "Cannot reach the server": one toast however many calls failed (decision 0240). */
export const networkToast = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'تعذر الاتصال بالسيرفر' });

/** The network toast has gone for good, its exit animation over, and nothing said it again. */
export async function expectNetworkToastGone(page: Page): Promise<void> {
  await expect(networkToast(page)).toHaveCount(0);
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
}
