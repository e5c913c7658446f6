import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, loginAt, loginInChinese } from './helpers';

/**
 * The console's languages, themes and window widths, for the browser tests that run one body in
 * several of them: the browser's language picks the console's (no choice stored) and its colour
 * scheme the theme.
 */
export interface Combo {
  language: 'en' | 'zh';
  locale: 'en-US' | 'zh-CN';
  scheme: 'light' | 'dark';
}

const combo = (language: Combo['language'], scheme: Combo['scheme']): Combo => ({
  language,
  locale: language === 'en' ? 'en-US' : 'zh-CN',
  scheme,
});

/** Each language in each theme. */
export const EVERY_COMBO: readonly Combo[] = [
  combo('zh', 'light'),
  combo('en', 'dark'),
  combo('zh', 'dark'),
  combo('en', 'light'),
];

/**
 * Each language once and each theme once: for checks whose theme changes only colours (which axe
 * judges in both), where every pairing would double the time for nothing new.
 */
export const EACH_LANGUAGE: readonly Combo[] = [combo('zh', 'dark'), combo('en', 'light')];

/** The window sizes layouts are judged at: a laptop's and a desktop's. */
export const LAPTOP = { width: 1366, height: 800 };
export const DESKTOP = { width: 1920, height: 1000 };

/** A describe block's name for a combo: 'zh-CN, dark theme'. */
export const comboName = ({ locale, scheme }: Combo) => `${locale}, ${scheme} theme`;

/** The browser of a describe block in this combo (its language and colour scheme) at this size. */
export function useCombo({ locale, scheme }: Combo, viewport: { width: number; height: number } = LAPTOP) {
  test.use({ locale, colorScheme: scheme, viewport });
}

/**
 * Signs a user in, in the combo's language, on `path`, and checks the theme shown. English starts
 * from the worker's saved sign-in (`loginAt`); Chinese types into the Chinese form (the saved
 * sign-in and its checks are English).
 */
export async function signInAs(
  page: Page,
  { language, scheme }: Combo,
  path = '/home',
  email = ADMIN,
): Promise<void> {
  if (language === 'en') await loginAt(page, email, path);
  else {
    await loginInChinese(page, email);
    if (path !== '/home') await page.goto(`/#${path}`);
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
}

/** How far the page and its main table reach past what they show, sideways (0: no sideways scroll). */
export const sidewaysScroll = (page: Page): Promise<{ page: number; table: number }> =>
  page.evaluate(() => {
    const table = document.querySelector<HTMLElement>('main .ant-table-content, main .ant-table-body');
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: table ? table.scrollWidth - table.clientWidth : 0,
    };
  });

/**
 * Runs `check` at each width in turn (the window resized in between), after checking that the
 * page does not scroll sideways there.
 */
export async function atWidths(
  page: Page,
  widths: readonly { width: number; height: number }[],
  check: (width: number) => Promise<void>,
): Promise<void> {
  for (const size of widths) {
    await page.setViewportSize(size);
    await expect
      .poll(async () => (await sidewaysScroll(page)).page, `sideways scroll at ${size.width} px`)
      .toBe(0);
    await check(size.width);
  }
}

/** The element is shown, whole, between the window's left and right edges (`width` px wide). */
export async function expectWithinWidth(locator: Locator, width: number): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'drawn').not.toBeNull();
  expect(box!.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `right edge within ${width} px`).toBeLessThanOrEqual(width);
}
