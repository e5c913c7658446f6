import { expect, test, type Page } from '@playwright/test';
import { ADMIN, login, toast } from '../e2e/helpers';
import { arriveAt, palette, paletteBox, paletteStatus, searchFor } from '../e2e/paletteParts';
import { expectShell, FAULT_TEXT, resetApi, setFaults } from './hostHelpers';

// The command palette's record search and Home's 'Needs attention' against a server that answers
// late, never, mistyped or with an error: each says so in its place (the toast aside), nothing
// crashes, and the rest of the screen keeps working.

test.beforeEach(async () => {
  await resetApi();
});

const SITE_LIST = '/ssp_publisher/domain/list';
const WIDGET_LIST = '/ssp_publisher/widget/list';
const FAULTS = ['hang', 'wrong-types', '500'] as const;
/** Under the build's call timeout (4 s, playwright.host.config.ts): late, but answered. */
const LATE_MS = 2500;

/** Holds the browser's calls to a list for LATE_MS before they go to the server. */
const answerLate = (page: Page, path: string) =>
  page.route(`**${path}?*`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    await route.continue();
  });

const attention = (page: Page) => page.locator('.home-attention');
const attentionLines = (page: Page) => attention(page).getByRole('list').getByRole('link');
const ALL_LINES = [
  '3 sites Need Update ads.txt',
  '2 sites Verification Failed',
  '1 ad unit Discontinued',
  '1 widget Failed',
  '2 search sites Waiting For DNS',
];

/** Home drawn to its last part (Needs attention, asked after the rest): no call of Home is left. */
async function homeSettled(page: Page): Promise<void> {
  await login(page, ADMIN);
  await expect(attentionLines(page)).toHaveText(ALL_LINES);
}

test.describe("the command palette's record search", () => {
  test('answered late: says it is searching, then shows the record', async ({ page }) => {
    await homeSettled(page);
    await answerLate(page, SITE_LIST);
    const asked = page.waitForRequest((request) => request.url().includes(SITE_LIST));
    await searchFor(page, 'dailynews');
    await asked;
    await expect(paletteStatus(page)).toHaveText('Searching records…');
    await expect(palette(page).getByRole('option', { name: /^dailynews\.example/ })).toBeVisible();
    await expect(paletteStatus(page)).toHaveText('Results: 1');
  });

  for (const fault of FAULTS) {
    test(`answered with ${fault}: says the records could not be searched; screens and actions still open`, async ({
      page,
    }) => {
      await homeSettled(page);
      await setFaults([{ call: `GET ${SITE_LIST}`, fault }]);
      await searchFor(page, 'dailynews');
      await expect(paletteStatus(page)).toHaveText(`Records could not be searched: ${FAULT_TEXT[fault]}`);
      await expect(toast(page, FAULT_TEXT[fault])).toBeVisible();
      await expect(palette(page).getByRole('option')).toHaveCount(0);
      await expect(paletteBox(page)).toBeFocused();
      // The palette still finds and opens what needs no record search.
      await paletteBox(page).fill('add site');
      await arriveAt(page, /^Add Site\s+Site › Site List$/);
      await expect(page.getByRole('dialog', { name: 'Add Site' })).toBeVisible();
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
      await expectShell(page);
    });
  }
});

test.describe("Home's Needs attention", () => {
  test('a count answered late: the part waits for it, then shows every line', async ({ page }) => {
    await answerLate(page, WIDGET_LIST);
    const asked = page.waitForRequest((request) => request.url().includes(WIDGET_LIST));
    await login(page, ADMIN);
    await asked;
    // Absent while a count travels (the design: no part half drawn), Home's figures there.
    await expect(page.getByRole('heading', { name: 'Estimated revenue' })).toBeVisible();
    await expect(attention(page)).toHaveCount(0);
    await expect(attentionLines(page)).toHaveText(ALL_LINES);
  });

  for (const fault of FAULTS) {
    test(`a count answered with ${fault}: says so in place beside the other counts, Home keeps working`, async ({
      page,
    }) => {
      // Before the login, which lands on Home (see home.spec.ts).
      await setFaults([{ call: `GET ${WIDGET_LIST}`, fault }]);
      await login(page, ADMIN);
      const failed = attention(page).locator('.home-failed');
      await expect(failed.getByText('These figures could not be loaded.')).toBeVisible();
      await expect(failed.getByText(FAULT_TEXT[fault])).toBeVisible();
      await expect(attentionLines(page)).toHaveText(ALL_LINES.filter((line) => !line.includes('widget')));
      await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
      await expect(page.getByText('This screen could not be shown')).toHaveCount(0);
      await expectShell(page);
      // The server answers again: Retry brings the missing count.
      await setFaults([]);
      await failed.getByRole('button', { name: 'Retry' }).click();
      await expect(attentionLines(page)).toHaveText(ALL_LINES);
      await expect(failed).toHaveCount(0);
      // A line still opens its list filtered.
      await attentionLines(page).filter({ hasText: '2 sites Verification Failed' }).click();
      await expect(page).toHaveURL(
        /#\/siteManager\/siteList\?.*filters\[0\]\[value\]=verification(%20|\+)failed/,
      );
    });
  }
});
