import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Axe's WCAG 2.1 A and AA rules: what the "serious or critical" is judged against. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A serious or critical violation: the rule and, per element, its selector and opening tag. */
export interface Finding {
  rule: string;
  targets: string[];
}

// The opening tag says which element a generated id (#_r_u_) is.
const openingTag = (html: string) => html.slice(0, html.indexOf('>') + 1).slice(0, 160);

/**
 * Waits until the route shows its data: no request in flight, no skeleton
 * or spinner left, and antd's entrance animations over (axe would measure
 * the contrast of text still fading in). A video player stays busy while its
 * media buffers, which an address the sandbox cannot reach does for ever; the
 * page around it has settled all the same.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(
    page.locator(
      '.ant-skeleton, .skeleton-line, .ant-spin-spinning, [aria-busy="true"]:not([data-media-player])',
    ),
  ).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(600);
}

export async function seriousFindings(page: Page): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => `${node.target.join(' ')} ${openingTag(node.html)}`),
    }));
}
