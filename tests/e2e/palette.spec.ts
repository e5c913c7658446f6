import { expect, test, type Page } from '@playwright/test';
import { ADMIN, expectAccessible, login, loginInChinese } from './helpers';

/** Every text each language shows, so one test body runs in both. */
const TEXTS = {
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
type Texts = (typeof TEXTS)['en'];

const palette = (page: Page, texts: Texts) => page.getByRole('dialog', { name: texts.dialog });
const box = (page: Page, texts: Texts) => page.getByRole('combobox', { name: texts.box });
/** The option aria-activedescendant names: the one Enter opens. */
const active = (page: Page, texts: Texts) =>
  box(page, texts)
    .getAttribute('aria-activedescendant')
    .then((id) => page.locator(`[id="${id}"]`).innerText());

/** Ctrl+K, then the query typed: the box has the focus without a click. */
async function searchFor(page: Page, texts: Texts, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(palette(page, texts)).toBeVisible();
  await expect(box(page, texts)).toBeFocused();
  await page.keyboard.type(query);
}

/** Presses ArrowDown until the active option reads `text` (at most `most` times), then Enter. */
async function arriveAt(page: Page, texts: Texts, text: RegExp, most = 30): Promise<void> {
  for (let step = 0; step < most && !text.test(await active(page, texts)); step += 1)
    await page.keyboard.press('ArrowDown');
  expect(await active(page, texts)).toMatch(text);
  await page.keyboard.press('Enter');
  await expect(palette(page, texts)).toBeHidden();
}

/** Screenshots to look at, kept out of test-results (which the next Playwright run empties). */
const SHOTS = process.env.PALETTE_SHOTS ?? '/tmp/palette-shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/palette-${name}.png` });

test.describe('the command palette', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("keyboard only: Ctrl+K to a site's record, then to Add Site's form; axe in both themes", async ({
    page,
  }) => {
    const texts = TEXTS.en;
    await login(page, ADMIN);

    await searchFor(page, texts, 'dailynews');
    await expect(palette(page, texts).getByRole('option', { name: /^dailynews\.example/ })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'record-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
    await shot(page, 'record-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await arriveAt(page, texts, /^dailynews\.example/);
    await expect(page).toHaveURL(/#\/siteManager\/siteList\?.*filters\[0\]\[value\]=dailynews\.example/);
    await expect(page.getByRole('cell', { name: 'dailynews.example', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'sportsfan.example', exact: true })).toHaveCount(0);

    await searchFor(page, texts, 'add site');
    await arriveAt(page, texts, texts.addSiteOption);
    await expect(page.getByRole('dialog', { name: texts.addSite })).toBeVisible();
    await expect(page).toHaveURL(/#\/siteManager\/siteList\?(.*&)?create/);
  });

  test('loads its code when first opened; Escape closes it and gives the focus back; the header button opens it too', async ({
    page,
  }) => {
    const texts = TEXTS.en;
    // The palette's code is not part of the shell: it is fetched when the palette first opens.
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/PaletteDialog-[^/]*\.js$/.test(request.url())) fetched.push(request.url());
    });
    await login(page, ADMIN);
    const button = page.getByRole('button', { name: texts.button });
    expect(fetched).toEqual([]);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(box(page, texts)).toBeFocused();
    expect(fetched).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(palette(page, texts)).toBeHidden();
    await expect(button).toBeFocused();
    // ⌘K opens it as well.
    await page.keyboard.press('Meta+k');
    await expect(box(page, texts)).toBeFocused();
  });
});

test.describe('the command palette in Chinese', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });

  test('finds screens and actions by their Chinese names; Enter opens Add Site; axe', async ({ page }) => {
    const texts = TEXTS['zh-CN'];
    await loginInChinese(page, ADMIN);
    await searchFor(page, texts, texts.site);
    await expect(
      palette(page, texts).getByRole('option', { name: new RegExp(`^${texts.siteList}`) }),
    ).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'chinese');
    await arriveAt(page, texts, texts.addSiteOption);
    await expect(page.getByRole('dialog', { name: texts.addSite })).toBeVisible();
  });
});

test.describe('the command palette on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("opens from the header's Search button, the window's width; axe in both themes", async ({ page }) => {
    const texts = TEXTS.en;
    await login(page, ADMIN);
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await button.tap();
    await expect(box(page, texts)).toBeFocused();
    await page.keyboard.type('site');
    await expect(palette(page, texts).getByRole('option').first()).toBeVisible();
    const dialogBox = await page.locator('.palette .ant-modal-content').boundingBox();
    expect(dialogBox?.x).toBe(0);
    expect(dialogBox?.width).toBe(390);
    // Nothing of the page scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await expectAccessible(page);
    await shot(page, 'phone-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
    await shot(page, 'phone-dark');
  });
});
