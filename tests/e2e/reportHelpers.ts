import { expect, type Page } from '@playwright/test';
import { settled } from './helpers';

/** The header titles of the report table. */
export async function tableHeaders(page: Page): Promise<string[]> {
  const texts = await page.locator('.ant-table-thead th').allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** Opens a report from the side menu's Report group: its address, and its title on the card. */
export async function openReportFromMenu(page: Page, title: string, address: RegExp): Promise<void> {
  await page.getByRole('menuitem', { name: 'Report' }).click();
  // The group opens with an animation: a click while its items still move can miss.
  await settled(page);
  await page.getByRole('menuitem', { name: title, exact: true }).click();
  await expect(page).toHaveURL(address);
  await expect(page.locator('.ant-card-head-title').getByText(title, { exact: true })).toBeVisible();
}

/** Waits for the report table to show its Total row first (`total`: the word in the language shown). */
export async function expectTotalRow(page: Page, total = 'Total'): Promise<void> {
  await expect(page.locator('tbody tr.ant-table-row').first().locator('td').first()).toHaveText(total);
}

/** Picks an option of a report filter's multi-select. */
export async function pickOption(page: Page, label: string, option: string): Promise<void> {
  const input = page.locator('form.report-filters').getByLabel(label, { exact: true });
  const item = page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="${option}"]`);
  await settled(page);
  // A click that lands while the page still moves can miss the select: open it again until the option shows.
  await expect(async () => {
    if (!(await item.isVisible())) await input.click({ force: true });
    await item.click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');
}
