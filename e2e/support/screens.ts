import { expect, type Page } from '@playwright/test';
import { artifactsDir } from './constants';

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

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
    await page.screenshot({ path: `${artifactsDir}${name}-${label}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
