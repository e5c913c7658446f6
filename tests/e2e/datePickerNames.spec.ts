import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, expectAccessible, loginAt, loginInChinese } from './helpers';

// antd's date pickers named their header's month and year buttons 'Choose a month' and 'Choose a
// year' (选择月份, 选择年份) over the month and year they show: axe's label-content-name-mismatch
// (WCAG 2.5.3), in both languages. The console's picker texts (src/ui/pickerLocale.ts) name those
// buttons by their text and the arrows by what they do. Checked with the picker open on its days,
// its months and its years, in English (light) and Chinese (dark), on a report and on a list's
// date filter; and at a phone's width, where the picker stays within the window.

const TEXTS = {
  en: {
    arrows: {
      date: ['Previous year', 'Previous month', 'Next month', 'Next year'],
      month: ['Previous year', 'Next year'],
      year: ['Previous decade', 'Next decade'],
      decade: ['Previous century', 'Next century'],
    },
    century: /^\d{4}-\d{4}$/,
    year: /^\d{4}$/,
    // The date panel's header: month, then year.
    dateHeader: [/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/, /^\d{4}$/],
    decade: /^\d{4}-\d{4}$/,
    ranges: ['Yesterday', 'Last 7 Days', 'Last 30 Days'],
  },
  zh: {
    arrows: {
      date: ['上一年', '上个月', '下个月', '下一年'],
      month: ['上一年', '下一年'],
      year: ['上一个十年', '下一个十年'],
      decade: ['上一个百年', '下一个百年'],
    },
    century: /^\d{4}年-\d{4}年$/,
    year: /^\d{4}年$/,
    // The date panel's header: year, then month.
    dateHeader: [/^\d{4}年$/, /^\d{1,2}月$/],
    decade: /^\d{4}年-\d{4}年$/,
    ranges: ['昨天', '最近 7 天', '最近 30 天'],
  },
};

const COMBOS = [
  { language: 'en', locale: 'en-US', scheme: 'light' },
  { language: 'zh', locale: 'zh-CN', scheme: 'dark' },
] as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** The picker's open dropdown. */
const dropdown = (page: Page) => page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');

/** Signs the admin in (through the Chinese form in Chinese) on `path`, in the theme asked for. */
async function signIn(page: Page, language: 'en' | 'zh', scheme: string, path: string): Promise<void> {
  if (language === 'en') await loginAt(page, ADMIN, path);
  else {
    await loginInChinese(page, ADMIN);
    await page.goto(`/#${path}`);
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
}

/**
 * The first panel's header: its arrows named exactly `arrows` (in order), and each button that
 * shows a text named by that very text (no aria-label over it).
 */
async function expectHeaderNames(header: Locator, arrows: string[], shown: RegExp[]): Promise<void> {
  const arrowButtons = header.locator('button:not(.ant-picker-header-view button)');
  await expect(arrowButtons).toHaveCount(arrows.length);
  // An arrow shows no text (its chevron is drawn by CSS): its aria-label is its whole name. (The
  // first panel's forward arrows are kept in place but hidden, so the name is read off the label.)
  for (const [index, name] of arrows.entries()) {
    await expect(arrowButtons.nth(index)).toHaveText('');
    await expect(arrowButtons.nth(index)).toHaveAttribute('aria-label', name);
  }
  const textButtons = header.locator('.ant-picker-header-view button');
  await expect(textButtons).toHaveText(shown);
  for (const button of await textButtons.all()) {
    await expect(button).not.toHaveAttribute('aria-label');
    await expect(button).toHaveAccessibleName((await button.innerText()).trim());
  }
}

/** axe on the page with the pointer over the header's first text button (its hover colour judged too). */
async function expectAccessibleHovering(page: Page, header: Locator): Promise<void> {
  await header.locator('.ant-picker-header-view button').first().hover();
  await expectAccessible(page);
}

/** Opens the picker, then its months and its years, with axe and the header's names on each. */
async function walkPanels(page: Page, picker: Locator, text: Texts): Promise<void> {
  await picker.click();
  const header = dropdown(page).locator('.ant-picker-panel').first().locator('.ant-picker-header');
  await expectHeaderNames(header, text.arrows.date, text.dateHeader);
  await expectAccessibleHovering(page, header);

  await header.locator('.ant-picker-month-btn').click();
  await expect(dropdown(page).locator('.ant-picker-month-panel').first()).toBeVisible();
  await expectHeaderNames(header, text.arrows.month, [text.year]);
  await expectAccessibleHovering(page, header);

  const yearShown = (await header.locator('.ant-picker-year-btn').innerText()).trim();
  await header.locator('.ant-picker-year-btn').click();
  const years = dropdown(page).locator('.ant-picker-year-panel').first();
  await expect(years).toBeVisible();
  await expectHeaderNames(header, text.arrows.year, [text.decade]);
  await expectAccessibleHovering(page, header);
  // The year shown can be picked (a report's limit used to disable it: its 1 January and 31
  // December lie outside), and leads back to its months.
  const thisYear = years.locator('td', { hasText: new RegExp(`^${yearShown.slice(0, 4)}$`) });
  await expect(thisYear).not.toHaveClass(/ant-picker-cell-disabled/);
  await thisYear.click();
  await expect(dropdown(page).locator('.ant-picker-month-panel').first()).toBeVisible();
  await header.locator('.ant-picker-year-btn').click();
  await expect(years).toBeVisible();

  // The decades: their header is a text, not a button. (Not judged by axe: a report's limit
  // disables the decades outside it, drawn in antd's disabled grey, which axe cannot tell from text.)
  await header.locator('.ant-picker-decade-btn').click();
  await expect(dropdown(page).locator('.ant-picker-decade-panel').first()).toBeVisible();
  await expectHeaderNames(header, text.arrows.decade, []);
  await expect(header.locator('.ant-picker-header-view')).toHaveText(text.century);
  // Closed by a click beside it (the focus is no longer in the picker's input for Escape).
  await page.getByRole('heading', { level: 1 }).click();
  await expect(dropdown(page)).toHaveCount(0);
}

for (const { language, locale, scheme } of COMBOS) {
  const text = TEXTS[language];
  test.describe(`date pickers in ${locale}, ${scheme} theme`, () => {
    test.use({ locale, colorScheme: scheme, viewport: { width: 1366, height: 800 } });

    test("a report's range picker and a list's date filter: header buttons named by their text, axe clean", async ({
      page,
    }) => {
      await signIn(page, language, scheme, '/report/userAnalytics');
      const range = page.locator('.report-range .ant-picker');
      await range.click();
      // The quick ranges as the spec words them.
      await expect(dropdown(page).locator('.ant-picker-presets li')).toHaveText(text.ranges);
      await page.keyboard.press('Escape');
      await walkPanels(page, range, text);

      await page.goto('/#/searchAds/landingPage');
      const filter = page.getByRole('main').locator('.ant-picker-range').first();
      await expect(filter).toBeVisible();
      await walkPanels(page, filter, text);
    });

    test('at a phone width the open range picker stays within the window', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, language, scheme, '/report/userAnalytics');
      await page.locator('.report-range input').first().click();
      await expect(dropdown(page).locator('.ant-picker-panel').first()).toBeVisible();
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.client).toBe(390);
      expect(widths.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(widths.client);
      const box = await dropdown(page).locator('.ant-picker-panel-container').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await expectHeaderNames(
        dropdown(page).locator('.ant-picker-panel').first().locator('.ant-picker-header'),
        text.arrows.date,
        text.dateHeader,
      );
    });
  });
}
