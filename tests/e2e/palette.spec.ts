import { expect, test, type Page } from '@playwright/test';
import { ADMIN, expectAccessible, login, loginInChinese } from './helpers';
import { arriveAt, palette, PALETTE_TEXTS as TEXTS, paletteBox as box, searchFor } from './paletteParts';

/** The address's parameters (after the hash's '?'), the filters as field → value. */
async function addressOf(page: Page) {
  const params = new URLSearchParams((await page.evaluate(() => location.hash)).split('?')[1] ?? '');
  const filters: Record<string, string | null> = {};
  for (const [key, value] of params) {
    const index = /^filters\[(\d+)\]\[field\]$/.exec(key)?.[1];
    if (index) filters[value] = params.get(`filters[${index}][value]`);
  }
  return { tab: params.get('tab'), view: params.get('view'), filters };
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

    await searchFor(page, 'dailynews', texts);
    await expect(palette(page, texts).getByRole('option', { name: /^dailynews\.example/ })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'record-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
    await shot(page, 'record-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await arriveAt(page, /^dailynews\.example/, texts);
    await expect(page).toHaveURL(/#\/siteManager\/siteList\?.*filters\[0\]\[value\]=dailynews\.example/);
    await expect(page.getByRole('cell', { name: 'dailynews.example', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'sportsfan.example', exact: true })).toHaveCount(0);

    await searchFor(page, 'add site', texts);
    await arriveAt(page, texts.addSiteOption, texts);
    await expect(page.getByRole('dialog', { name: texts.addSite })).toBeVisible();
    await expect(page).toHaveURL(/#\/siteManager\/siteList\?(.*&)?create/);
  });

  test('finds a user, a user group and a landing page link by name, each opened where it is listed; axe in both themes', async ({
    page,
  }) => {
    const texts = TEXTS.en;
    await login(page, ADMIN);

    // A user and a user group: their tab of User & User Group, filtered to them.
    const kinds = [
      {
        query: 'alice',
        option: /^Alice Editor\s+Account › User$/,
        address: { tab: 'user', view: null, filters: { key_word: 'Alice Editor' } },
        tab: 'User',
        shown: 'alice@demo.test',
        hidden: 'admin@demo.test',
      },
      {
        query: 'analysts',
        option: /^Analysts\s+Account › User › User Group$/,
        address: { tab: 'group', view: null, filters: { name: 'Analysts' } },
        tab: 'User Group',
        shown: 'Analysts',
        hidden: 'Publishers',
      },
    ];
    for (const { query, option, address, tab, shown, hidden } of kinds) {
      await searchFor(page, query);
      await expect(palette(page, texts).getByRole('option', { name: option })).toBeVisible();
      await expectAccessible(page);
      await arriveAt(page, option);
      await expect.poll(() => addressOf(page)).toEqual(address);
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('cell', { name: shown, exact: true })).toBeVisible();
      await expect(page.getByRole('cell', { name: hidden, exact: true })).toHaveCount(0);
    }

    // A link, by its main keyword, named by its site and keyword: the list filtered to both, its View open.
    await searchFor(page, 'cheap flights');
    const link = /^parkedsearch\.example · cheap flights\s+Search Ads › Landing Pages$/;
    await expect(palette(page, texts).getByRole('option', { name: link })).toBeVisible();
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
    await shot(page, 'link-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await arriveAt(page, link);
    await expect
      .poll(() => addressOf(page))
      .toEqual({
        tab: null,
        view: '5002',
        filters: { domain: 'parkedsearch.example', key_word: 'cheap flights' },
      });
    await expect(page.getByRole('dialog', { name: 'View Landing Page' })).toBeVisible();
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
    await searchFor(page, texts.site, texts);
    await expect(
      palette(page, texts).getByRole('option', { name: new RegExp(`^${texts.siteList}`) }),
    ).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'chinese');
    await arriveAt(page, texts.addSiteOption, texts);
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
