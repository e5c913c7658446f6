import { expect, test, type Page } from '@playwright/test';
import { SCAFFOLDED_NAMES } from '../support/scaffolded';
import {
  ADMIN,
  chooseFromDropdown,
  chooseImportFile,
  expectAccessible,
  firstRow,
  importFile,
  login,
  loginInChinese,
  open,
} from './helpers';
import { openScreen } from './screenData';
import { SCREENS, walkParts } from './screens';

/**
 * Every routed screen, five to a test: each screen (and its create form) is read and judged by
 * axe, about 4 s a screen on two cores, so the walk is shared by the workers.
 */
const PARTS = walkParts(
  SCREENS.map((screen) => screen.path),
  5,
  (path) => path,
);

/**
 * Words that stay as they are in Chinese: acronyms and names of products (Swagger UI, OpenAPI),
 * formats, units and keys (antd's date picker names the Control key in its tooltips; the spec's codes such as keyword_pv
 * are data the server knows them by).
 */
const KEPT =
  /^(?:[A-Z0-9]{2,}s?|e?CPM|eCPM|Pub|Pixel|Sub|Kwhl|Utm|ads\.txt|Ads\.txt|iTunes|Apple|Google|Play|csv|xlsx?|Excel|jpg|png|jpeg|https?|www|curl|Bearer|Authorization|GET|POST|json|JSON|token|H5|UTC|GMT|Control|Swagger|OpenAPI|openapi|openapi\.json)$/;

/** The English words a screen shows outside data (table rows, chosen values, marked `translate="no"`). */
async function untranslated(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text) continue;
      if (
        parent.closest(
          'script, style, noscript, [translate="no"], .ant-table-tbody .ant-table-row, .ant-select-selection-item, .ant-select-selection-overflow, code, pre, .markdown-body, .wmde-markdown, [aria-hidden="true"]',
        )
      )
        continue;
      const box = parent.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      // antd's icons are named by their file name ('home', 'left'): one a screen reader still hears
      // (no text names its control) counts as English; a hidden one does not.
      if (element.closest('[translate="no"], .ant-table-tbody .ant-table-row, [aria-hidden="true"]'))
        continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found;
  });
  // An example value in a placeholder (an address, a domain, an email) is data, not wording.
  const example = (text: string) => /^\S+$/.test(text) && /[@.:]/.test(text);
  return texts.filter(
    (text) =>
      !example(text) &&
      !SCAFFOLDED_NAMES.includes(text) &&
      (text.match(/[A-Za-z][A-Za-z.]+/g) ?? []).some((word) => !KEPT.test(word)),
  );
}

/**
 * The English words left once a screen's texts have arrived: a screen's Chinese can load after its
 * heading, so the check is repeated for a while; English still there after that is reported.
 */
async function englishLeft(page: Page): Promise<string[]> {
  const deadline = Date.now() + 3_000;
  let found = await untranslated(page);
  while (found.length && Date.now() < deadline) {
    await page.waitForTimeout(100);
    found = await untranslated(page);
  }
  return found;
}

test.describe('a browser whose language is Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('opens the console in Chinese: the login card is drawn by the console, not the English one', async ({
    page,
  }) => {
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-first-paint'))).toBe('app');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  });

  for (const part of PARTS)
    test(`every screen in Chinese shows no English outside data, and passes axe (${part.name})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await loginInChinese(page, ADMIN);
      const report: Record<string, string[]> = {};
      for (const path of part.items) {
        await openScreen(page, path);
        await expect(page.locator('h1:visible'), path).toHaveCount(1);
        await expect(page.locator('.ant-spin-spinning'), path).toHaveCount(0);
        const found = await englishLeft(page);
        if (found.length) report[path] = [...new Set(found)];
        // Names still hold what is seen, and contrast holds, in Chinese too.
        await expectAccessible(page);
        // The list's create form too: labels, placeholders and its buttons.
        const create = page.getByRole('main').locator('button:has(.anticon-plus)').first();
        if (await create.isVisible()) {
          await create.click();
          await expect(page.locator('.ant-modal:visible').first(), path).toBeVisible();
          const inForm = await englishLeft(page);
          if (inForm.length) report[`${path} (create form)`] = [...new Set(inForm)];
          await page.locator('.ant-modal:visible .ant-modal-close').first().click();
          await expect(page.locator('.ant-modal:visible'), path).toHaveCount(0);
        }
      }
      // Printed too: the list is the to-do of whoever adds a screen or a text.
      if (Object.keys(report).length) console.log(JSON.stringify(report, null, 1));
      expect(report).toEqual({});
    });
});

test.describe('the parts a screen opens, in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the column settings, Save view, the saved views and Copy as API request show no English outside data', async ({
    page,
  }) => {
    await loginInChinese(page, ADMIN);
    const report: Record<string, string[]> = {};
    await open(page, '/appManager/appsList');
    await page.getByRole('button', { name: /列$/ }).click();
    await expect(page.getByLabel('列设置')).toBeVisible();
    report['column settings'] = await englishLeft(page);
    await page.keyboard.press('Escape');

    await open(page, '/report/appAdsReport');
    await page.getByRole('button', { name: '保存视图' }).click();
    await expect(page.getByRole('dialog', { name: '保存视图' })).toBeVisible();
    report['Save view'] = await englishLeft(page);
    // Saved, the view is listed with its dates and dimensions, by their Chinese names.
    const saveDialog = page.getByRole('dialog', { name: '保存视图' });
    await saveDialog.getByLabel('视图名称').fill('本周');
    await saveDialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: /已保存的视图/ }).click();
    await page.getByRole('menuitem', { name: /管理视图/ }).click();
    const drawer = page.getByRole('dialog', { name: '已保存的视图' });
    await expect(drawer.getByText('本周', { exact: true })).toBeVisible();
    report['Saved views'] = await englishLeft(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: '复制为 API 请求' }).click();
    await expect(page.getByRole('dialog', { name: '复制为 API 请求' })).toBeVisible();
    report['Copy as API request'] = await englishLeft(page);
    expect(report).toEqual({
      'column settings': [],
      'Save view': [],
      'Saved views': [],
      'Copy as API request': [],
    });
  });
});

test.describe('the dialogs and messages a day of work opens, in Chinese', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1366, height: 900 } });

  test("an activity log entry, the import's failed rows, a form's rule messages, a confirmation and a date picker show no English outside data", async ({
    page,
  }) => {
    await loginInChinese(page, ADMIN);
    const report: Record<string, string[]> = {};
    const dialog = page.locator('.ant-modal:visible').first();

    await openScreen(page, '/account/activity');
    await firstRow(page).getByRole('button', { name: '查看' }).click();
    await expect(page.getByRole('dialog', { name: '查看变更' })).toBeVisible();
    report['activity entry'] = await englishLeft(page);
    await page.keyboard.press('Escape');

    await open(page, '/appManager/appsList');
    await page.getByRole('button', { name: '添加应用' }).click();
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(dialog.getByText('请输入应用名称', { exact: true })).toBeVisible();
    report['rule messages'] = await englishLeft(page);
    await page.keyboard.press('Escape');

    await open(page, '/account/user');
    // The entries above enabled Bruno: his switch asks before disabling him.
    await page.getByRole('switch', { name: 'Bruno Analyst 的状态' }).click();
    const question = page.getByRole('dialog', { name: '停用用户' });
    // The question names the user (data) in its Chinese sentence.
    const asked = '停用 Bruno Analyst？该用户将被登出，重新启用前无法登录。';
    await expect(question.getByText(asked, { exact: true })).toBeVisible();
    report.confirmation = (await englishLeft(page)).filter((text) => text !== asked);
    await question.getByRole('button', { name: '取消' }).click();

    await open(page, '/report/appAdsReport');
    await page.getByRole('main').locator('.ant-picker-range').first().click();
    await expect(page.locator('.ant-picker-dropdown:visible')).toBeVisible();
    report['date picker'] = await englishLeft(page);
    await page.keyboard.press('Escape');

    // Last: closing an import that read a file asks before discarding it.
    await open(page, '/appManager/zoneList');
    await page.getByRole('button', { name: '导入广告单元' }).click();
    const importDialog = page.getByRole('dialog', { name: '导入广告单元' });
    await chooseImportFile(
      importDialog,
      importFile([
        ['NewsReader', 'banner', '', 'reader_zh_one', 1.25],
        ['NoSuchApp', 'banner', '', 'ghost_unit', 2],
      ]),
    );
    await expect(importDialog.getByText('未找到应用')).toBeVisible();
    report['import with failed rows'] = await englishLeft(page);
    expect(report).toEqual({
      'activity entry': [],
      'rule messages': [],
      confirmation: [],
      'date picker': [],
      'import with failed rows': [],
    });
  });
});

test('the language switch is remembered across reload and logout', async ({ page }) => {
  await login(page, ADMIN);
  await chooseFromDropdown(page, 'Language: English', '简体中文');
  await expect(page.getByRole('button', { name: '语言：简体中文' })).toBeVisible();
  await expect(page.getByRole('menu', { name: '主菜单' }).getByRole('link', { name: '首页' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: '语言：简体中文' })).toBeVisible();

  await chooseFromDropdown(page, /账户菜单/, '退出登录');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
});
