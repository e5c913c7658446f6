import { expect, type Page } from '@playwright/test';

/** Every text of the command palette each language shows, so one test body runs in both. */
export const PALETTE_TEXTS = {
  en: {
    dialog: 'Go to a screen, an action or a record',
    box: 'Search screens, actions and records',
    button: /^Search/,
    addSite: 'Add Site',
    /** Add Site of Site List (Search Ads › Site has an Add Site too). */
    addSiteOption: /^Add Site\s+Site › Site List$/,
    siteList: 'Site List',
    site: 'Site',
  },
  'zh-CN': {
    dialog: '前往页面、操作或记录',
    box: '搜索页面、操作和记录',
    button: /^搜索/,
    addSite: '添加站点',
    addSiteOption: /^添加站点\s+站点 › 站点列表$/,
    siteList: '站点列表',
    site: '站点',
  },
};
export type PaletteTexts = (typeof PALETTE_TEXTS)['en'];
const EN = PALETTE_TEXTS.en;

export const palette = (page: Page, texts: PaletteTexts = EN) =>
  page.getByRole('dialog', { name: texts.dialog });
export const paletteBox = (page: Page, texts: PaletteTexts = EN) =>
  page.getByRole('combobox', { name: texts.box });
/** The palette's status line: what is being searched, how many results, what failed. */
export const paletteStatus = (page: Page, texts: PaletteTexts = EN) =>
  palette(page, texts).getByRole('status');
/** The option aria-activedescendant names: the one Enter opens. */
export const activeOption = (page: Page, texts: PaletteTexts = EN) =>
  paletteBox(page, texts)
    .getAttribute('aria-activedescendant')
    .then((id) => page.locator(`[id="${id}"]`).innerText());

/** Ctrl+K, then the query typed: the box has the focus without a click. */
export async function searchFor(page: Page, query: string, texts: PaletteTexts = EN): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(palette(page, texts)).toBeVisible();
  await expect(paletteBox(page, texts)).toBeFocused();
  await page.keyboard.type(query);
}

/** Presses ArrowDown until the active option reads `text` (at most `most` times), then Enter. */
export async function arriveAt(page: Page, text: RegExp, texts: PaletteTexts = EN, most = 30): Promise<void> {
  for (let step = 0; step < most && !text.test(await activeOption(page, texts)); step += 1)
    await page.keyboard.press('ArrowDown');
  expect(await activeOption(page, texts)).toMatch(text);
  await page.keyboard.press('Enter');
  await expect(palette(page, texts)).toBeHidden();
}
