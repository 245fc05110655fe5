import { errors, expect, type Page } from '@playwright/test';
import { artifactsDir } from './constants';

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

/**
 * A full-page capture in headless Chromium once waited out the test for a frame
 * that never came, its page's script still answering (CI, 2026-11-29; not seen
 * in 10 runs of the same steps). A resize draws a new frame; then it is asked again.
 */
async function capture(page: Page, path: string, size: { width: number; height: number }) {
  try {
    await page.screenshot({ path, fullPage: true, timeout: 15_000 });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    await page.setViewportSize({ ...size, height: size.height + 1 });
    await page.setViewportSize(size);
    await page.screenshot({ path, fullPage: true, timeout: 15_000 });
  }
}

/**
 * Saves a full-page screenshot at phone and desktop size, and fails if the
 * page scrolls sideways at either (the usual sign of broken RTL layout).
 */
export async function shootBoth(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    const { overflow, culprits } = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      // Names the outermost elements that stick out, so a failure says where to look.
      const outside = [...document.body.querySelectorAll('*')].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      });
      const outermost = outside.filter((element) => !outside.includes(element.parentElement!));
      return {
        overflow: document.documentElement.scrollWidth - width,
        culprits: outermost
          .slice(0, 3)
          .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
      };
    });
    expect(
      overflow,
      `${name} scrolls sideways at ${label} width (${culprits.join(', ')})`,
    ).toBeLessThanOrEqual(0);
    await capture(page, `${artifactsDir}${name}-${label}.png`, size);
  }
  if (original) await page.setViewportSize(original);
}
