import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, firstRow, openDialog, settled, toast } from './helpers';
import { outlineOf, tabOnto } from './focusRing';
import {
  atWidths,
  comboName,
  DESKTOP,
  EVERY_COMBO,
  expectWithinWidth,
  LAPTOP,
  signInAs,
  useCombo,
} from './locales';

// The daily-use fixes (dailyUse, home, bulkActivity and darkMode hold their English tests), walked
// again in each language in each theme, with axe on each screen and dialog opened: Enter in a
// dialog form, the keyboard's focus rings, Home's figures, the quick ranges, an empty filtered list,
// and the bulk summary's skipped counts. What is about layout (Home's figures, the empty list's
// Clear filters) is judged at 1366 and 1920 px.

/** Every text each language shows, so one test body runs in both. */
const TEXTS = {
  en: {
    welcome: /^Welcome, /,
    mainMenu: 'Main menu',
    account: /Account/,
    channel: /^Channel$/,
    addChannel: 'Add Channel',
    channelName: 'Channel Name',
    channelRule: 'Please input channel name',
    channelAdded: 'add channel success',
    currency: 'All figures in USD. Revenue is the net revenue of content ads, app ads and search ads.',
    soFarToday: 'So far today · no change until the day is over',
    bySource:
      /^Last 30 days: \$[\d,.]+ = Content ads \$[\d,.]+ \+ App ads \$[\d,.]+ \+ Search ads \$[\d,.]+$/,
    userAnalytics: 'User Analytics',
    ranges: ['Yesterday', 'Last 7 Days', 'Last 30 Days'],
    notYet: /^A day's data is complete 2 days later: the latest day here is \d{4}-\d{2}-\d{2}\.$/,
    appSearch: 'App name or app ID',
    search: 'Search',
    noMatch: 'No records match these filters',
    clearFilters: 'Clear filters',
    select: (name: string) => `Select ${name}`,
    selection: 'Selection',
    disable: 'Disable',
    disableQuestion: 'Disable 3 records?',
    disabled: 'Disabled 2 of 3; 1 was already disabled',
  },
  zh: {
    welcome: /^欢迎，/,
    mainMenu: '主菜单',
    account: /账户/,
    channel: /^渠道$/,
    addChannel: '添加渠道',
    channelName: '渠道名称',
    channelRule: '请输入渠道名称',
    channelAdded: '添加渠道成功',
    currency: '所有金额均以 USD 计。收入为内容广告、应用广告和搜索广告的净收入之和。',
    soFarToday: '今日截至目前 · 当天结束后才显示变化',
    bySource: /^最近 30 天：\$[\d,.]+ = 内容广告 \$[\d,.]+ \+ 应用广告 \$[\d,.]+ \+ 搜索广告 \$[\d,.]+$/,
    userAnalytics: '用户分析',
    ranges: ['昨天', '最近 7 天', '最近 30 天'],
    notYet: /^一天的数据在 2 天后才完整：此处最晚可选 \d{4}-\d{2}-\d{2}。$/,
    appSearch: '应用名称或应用 ID',
    search: '搜索',
    noMatch: '没有符合这些筛选条件的记录',
    clearFilters: '清除筛选条件',
    select: (name: string) => `选择 ${name}`,
    selection: '选择',
    disable: '停用',
    disableQuestion: '停用 3 条记录？',
    disabled: '已停用 2 / 3；1 条原已停用',
  },
};

const AMOUNT = /\$(\d{1,3}(?:,\d{3})*\.\d{2})/g;

for (const combo of EVERY_COMBO) {
  const { language, scheme } = combo;
  const text = TEXTS[language];
  test.describe(`daily use in ${comboName(combo)}`, () => {
    useCombo(combo);
    const signIn = (page: Page, path?: string) => signInAs(page, combo, path);

    test('Home: currency, no change for today, the total by source; focus rings; Enter sends Add Channel', async ({
      page,
    }) => {
      await signIn(page);
      await expect(page.getByRole('heading', { name: text.welcome })).toBeVisible();
      await expect(page.getByText(text.currency, { exact: true })).toBeVisible();
      const today = page.locator('[data-period="today"]');
      await expect(today.locator('.home-change')).toHaveText(text.soFarToday);
      await expect(today.locator('.anticon-arrow-down, .anticon-arrow-up')).toHaveCount(0);
      const bySource = page.getByTestId('revenue-by-source');
      await expect(bySource).toHaveText(text.bySource);
      const [total, ...parts] = [...(await bySource.innerText()).matchAll(AMOUNT)].map((found) =>
        Math.round(Number(found[1].replace(/,/g, '')) * 100),
      );
      expect(parts).toHaveLength(3);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      // The figures' lines whole in the window on a desktop and on a laptop.
      await atWidths(page, [DESKTOP, LAPTOP], async (width) => {
        await expectWithinWidth(page.getByText(text.currency, { exact: true }), width);
        await expectWithinWidth(bySource, width);
      });
      await settled(page);

      // Focus rings from the keyboard: a side-menu link and a Home card.
      const menu = page.getByRole('menu', { name: text.mainMenu }).first();
      const channel = menu.locator('a').filter({ hasText: text.channel });
      const item = menu
        .locator('.ant-menu-item')
        .filter({ has: page.locator('a').filter({ hasText: text.channel }) });
      await menu.getByRole('menuitem', { name: text.account }).click();
      await expect(channel).toBeVisible();
      expect((await outlineOf(item)).style).toBe('none');
      await tabOnto(page, channel);
      expect(await outlineOf(item)).toEqual({ style: 'solid', width: '3px', color: 'rgb(255, 255, 255)' });
      const homeCard = page.locator('.home-cards a.home-figure').first();
      await tabOnto(page, homeCard);
      expect(await outlineOf(homeCard)).toEqual({
        style: 'solid',
        width: '3px',
        color: scheme === 'dark' ? 'rgb(64, 150, 255)' : 'rgb(9, 88, 217)',
      });
      await expectAccessible(page);

      // Enter in the dialog's one-line field sends the form: refused by its rule when empty, saved after.
      await channel.click();
      await expect(page.getByRole('columnheader', { name: text.channelName })).toBeVisible();
      const dialog = await openDialog(page, text.addChannel);
      const name = dialog.getByLabel(text.channelName);
      await expect(name).toBeVisible();
      await settled(page);
      await name.focus();
      await page.keyboard.press('Enter');
      await expect(dialog.getByText(text.channelRule, { exact: true })).toBeVisible();
      await expectAccessible(page);
      await name.fill('Keyboard channel');
      await page.keyboard.press('Enter');
      await expect(toast(page, text.channelAdded)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('cell', { name: 'Keyboard channel', exact: true })).toBeVisible();
    });

    test("User Analytics' quick ranges; an empty filtered list offers Clear filters", async ({ page }) => {
      await signIn(page, '/report/userAnalytics');
      await expect(page.getByRole('heading', { name: text.userAnalytics, level: 1 })).toBeVisible();
      await page.locator('.report-range .ant-picker').click();
      const presets = page.locator(
        '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-presets',
      );
      await expect(presets.locator('li')).toHaveText(text.ranges);
      const yesterday = presets.locator('li').filter({ hasText: text.ranges[0] });
      await expect(yesterday.locator('[aria-disabled="true"]')).toHaveText(text.ranges[0]);
      await yesterday.hover();
      await expect(page.getByRole('tooltip')).toHaveText(text.notYet);
      // The open picker passes axe whole: the hovered range's preview in the inputs holds contrast,
      // and its header's buttons are named by their text (datePickerNames.spec.ts walks its panels).
      await expectAccessible(page);
      const start = page.locator('.report-range input').first();
      const before = await start.inputValue();
      await presets.locator('li').filter({ hasText: text.ranges[2] }).click();
      await expect(presets).toBeHidden();
      await expect(start).not.toHaveValue(before);
      // And again once the picker has closed.
      await expectAccessible(page);

      await page.goto('/#/appManager/appsList');
      const main = page.getByRole('main');
      await expect(firstRow(page)).toBeVisible();
      await main.getByPlaceholder(text.appSearch).fill('no such app');
      await main.getByRole('button', { name: text.search, exact: true }).click();
      await expect(main.getByText(text.noMatch, { exact: true })).toBeVisible();
      await atWidths(page, [DESKTOP, LAPTOP], async (width) => {
        await expectWithinWidth(main.getByRole('button', { name: text.clearFilters }), width);
      });
      await expectAccessible(page);
      await main.getByRole('button', { name: text.clearFilters }).click();
      await expect(firstRow(page)).toBeVisible();
      await expect(main.getByPlaceholder(text.appSearch)).toHaveValue('');
    });

    test('the bulk summary counts users that were already disabled apart', async ({ page }) => {
      await signIn(page, '/account/user');
      for (const user of ['Publisher (2)', 'Alice Editor (3)', 'Bruno Analyst (4)'])
        await page.getByRole('checkbox', { name: text.select(user) }).check();
      const bar = page.getByRole('region', { name: text.selection });
      await bar.getByRole('button', { name: text.disable, exact: true }).click();
      const question = page.getByRole('dialog', { name: text.disableQuestion });
      await expect(question).toBeVisible();
      await expectAccessible(page);
      await question.getByRole('button', { name: text.disable, exact: true }).click();
      // Sent once its 5 s for Undo are up, then summed up.
      await expect(page.getByText(text.disabled, { exact: true })).toBeVisible({ timeout: 20_000 });
      await expectAccessible(page);
    });
  });
}
