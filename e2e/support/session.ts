import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { viewports } from './screens';

/** A "device" is what the fingerprint sees: screen size, memory and cores. */
export interface Device {
  screen: { width: number; height: number };
  memory: number;
  cores: number;
}

export const studentPhone: Device = { screen: viewports.phone, memory: 4, cores: 8 };
export const otherPhone: Device = { screen: { width: 412, height: 915 }, memory: 6, cores: 8 };
export const teacherLaptop: Device = { screen: viewports.desktop, memory: 8, cores: 4 };

export async function openDevice(
  browser: Browser,
  device: Device,
  /** More context options (another server's baseURL). */
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...options,
    screen: device.screen,
    viewport: device.screen,
    isMobile: device.screen.width < 600,
    hasTouch: device.screen.width < 600,
  });
  await context.addInitScript(
    ({ memory, cores }) => {
      Object.defineProperty(navigator, 'deviceMemory', { get: () => memory });
      Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => cores });
    },
    { memory: device.memory, cores: device.cores },
  );
  return { context, page: await context.newPage() };
}

export async function storedSession(page: Page, key: 'user' | 'admin') {
  const raw = await page.evaluate((storageKey) => localStorage.getItem(storageKey), key);
  return raw === null ? null : (JSON.parse(raw) as { token: string; name: string; _id: string });
}
