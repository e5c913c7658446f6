import { expect, type Page } from '@playwright/test';

/** The header titles of the report table. */
export async function tableHeaders(page: Page): Promise<string[]> {
  const texts = await page.locator('.ant-table-thead th').allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** Waits for the report table to show its Total row first. */
export async function expectTotalRow(page: Page): Promise<void> {
  await expect(page.locator('tbody tr.ant-table-row').first().locator('td').first()).toHaveText('Total');
}

/** Picks an option of a report filter's multi-select (typing first when the list is long). */
export async function pickOption(page: Page, label: string, option: string, typed?: string): Promise<void> {
  const input = page.locator('form.report-filters').getByLabel(label, { exact: true });
  await input.click({ force: true });
  if (typed) await page.keyboard.type(typed);
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="${option}"]`).click();
  await page.keyboard.press('Escape');
}
