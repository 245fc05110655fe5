import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks the option whose title contains `option` (course options read "title — level") in an antd
 * Select, or the option labelled `option` in a native one, and checks that it was picked. The dropdown opens with an animation and may scroll its
 * virtual list while it settles, so on a loaded machine a click can land on the neighbouring
 * option; the check retries until the select shows the wanted value, and never clicks an option
 * that is already picked (in a multiple select that would remove it again).
 */
export async function chooseOption(page: Page, field: Locator, option: string) {
  // The student pages draw a native <select> (components/select-field.tsx).
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
    await field.selectOption({ label: option });
    await expect(field.locator('option:checked')).toHaveText(option);
    return;
  }
  const select = field.locator(
    'xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]',
  );
  await expect(async () => {
    if (!(await select.innerText()).includes(option)) {
      await field.click();
      await page
        .locator('.ant-select-dropdown:visible')
        .getByTitle(option)
        .click({ timeout: 2_000 });
    }
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
