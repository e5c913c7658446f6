import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, open, toast } from './helpers';
import { comboName, EACH_LANGUAGE, signInAs, useCombo } from './locales';
import { activityEntries } from './screenData';

// Account > Activity Log read as a person reads it, in English and in Chinese: each record by its
// name (the name it had when changed) and id, each resource by its screen, each field by its label
// and a status by its option's label, never the raw values ('status 0 -> 1', 'Record ID 3').

const TEXTS = {
  en: {
    statusOf: (name: string) => `Status of ${name}`,
    confirm: 'Confirm',
    statusDone: 'change user status success',
    title: 'Activity Log',
    headers: ['Time', 'User', 'Resource', 'Record', 'Change', 'Changed Fields'],
    user: 'Account > User',
    group: 'Account > User Group',
    changes: ['Delete', 'Status change', 'Update', 'Create', 'Status change'],
    statusField: 'Status',
    nameField: 'User Name',
    view: 'View',
    entry: 'View Change',
    entryHeaders: ['Field', 'Before', 'After'],
    active: 'Active',
    disabled: 'Disabled',
    resource: 'Resource',
    resourceChoices: ['Account > Channel', 'Account > User', 'App List'],
    vague: 'List',
    search: 'Search',
    close: 'Close',
    userName: 'User name',
    noMatch: 'No records match these filters',
    clearFilters: 'Clear filters',
    all: 'All',
  },
  zh: {
    statusOf: (name: string) => `${name} 的状态`,
    confirm: '确认',
    statusDone: '修改用户状态成功',
    title: '操作日志',
    headers: ['时间', '用户', '资源', '记录', '变更', '变更字段'],
    user: '账户 > 用户',
    group: '账户 > 用户组',
    changes: ['删除', '状态变更', '更新', '创建', '状态变更'],
    statusField: '状态',
    nameField: '用户名',
    view: '查看',
    entry: '查看变更',
    entryHeaders: ['字段', '变更前', '变更后'],
    active: '启用',
    disabled: '已停用',
    resource: '资源',
    resourceChoices: ['账户 > 渠道', '账户 > 用户', '应用列表'],
    vague: '列表',
    search: '搜索',
    close: '关闭',
    userName: '用户名',
    noMatch: '没有符合这些筛选条件的记录',
    clearFilters: '清除筛选条件',
    all: '全部',
  },
};

/** The texts of a column of the list's rows, by the column's header. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const main = page.getByRole('main');
  const headers = (await main.locator('.ant-table-thead th').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(header);
  expect(index, `column ${header} among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  const cells = main.locator(`.ant-table-tbody tr.ant-table-row > td:nth-child(${index + 1})`);
  return (await cells.allInnerTexts()).map((text) => text.trim());
}

/** The rows of the open entry's change table: field, before, after. */
const changeRows = (page: Page) =>
  page
    .getByRole('dialog')
    .locator('.ant-table-tbody tr.ant-table-row')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.children).map((cell) => (cell.textContent ?? '').trim())),
    );

for (const combo of EACH_LANGUAGE) {
  const text = TEXTS[combo.language];
  test.describe(`Activity Log in ${comboName(combo)}`, () => {
    useCombo(combo);
    // A status change waits out its 5 s for Undo, then five entries are read, opened and filtered.
    test.describe.configure({ timeout: 120_000 });

    test('records by name, resources by screen, fields by label and values as options; the resource filter; Clear filters', async ({
      page,
    }) => {
      // A change through the screen: Alice Editor disabled (sent once its 5 s for Undo are up).
      await signInAs(page, combo, '/account/user');
      await page.getByRole('switch', { name: text.statusOf('Alice Editor') }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.confirm }).click();
      await expect(toast(page, text.statusDone)).toBeVisible({ timeout: 20_000 });
      // Then one of each kind: a group created, Alice renamed Alice Chief, Bruno enabled, Publisher deleted.
      await activityEntries(page);

      await open(page, '/account/activity');
      await expect(page.getByRole('heading', { name: text.title, level: 1 })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(5);
      const headers = (await main.locator('.ant-table-thead th').allInnerTexts()).map((shown) =>
        shown.trim(),
      );
      expect(headers.slice(0, text.headers.length)).toEqual(text.headers);
      // Newest first, each record by the name it had then.
      expect(await columnTexts(page, text.headers[3])).toEqual([
        'Publisher (2)',
        'Bruno Analyst (4)',
        'Alice Chief (3)',
        expect.stringMatching(/^Editors \(\d+\)$/),
        'Alice Editor (3)',
      ]);
      await expect
        .poll(() => columnTexts(page, text.headers[2]))
        .toEqual([text.user, text.user, text.user, text.group, text.user]);
      expect(await columnTexts(page, text.headers[4])).toEqual(text.changes);
      const fields = await columnTexts(page, text.headers[5]);
      expect(fields.slice(1, 3)).toEqual([text.statusField, text.nameField]);
      expect(fields[4]).toBe(text.statusField);
      // No raw value anywhere in the rows.
      await expect(main.locator('.ant-table-tbody')).not.toContainText(
        /Record ID|记录 ID|status \d|user_name/,
      );
      await expectAccessible(page);

      // The status change by its options' labels, the rename by its values.
      const alice = main.getByRole('row').filter({ hasText: 'Alice Editor (3)' });
      await alice.getByRole('button', { name: text.view }).click();
      const entry = page.getByRole('dialog', { name: text.entry });
      await expect(entry).toBeVisible();
      await expect(entry.getByText(text.user, { exact: true })).toBeVisible();
      await expect(entry.getByText('Alice Editor (3)', { exact: true })).toBeVisible();
      expect(
        (await entry.locator('.ant-table-thead th').allInnerTexts()).map((shown) => shown.trim()),
      ).toEqual(text.entryHeaders);
      expect(await changeRows(page)).toEqual([[text.statusField, text.active, text.disabled]]);
      await expectAccessible(page);
      await entry.locator('.ant-modal-footer').getByRole('button', { name: text.close }).click();
      await expect(entry).toHaveCount(0);

      await main
        .getByRole('row')
        .filter({ hasText: 'Alice Chief (3)' })
        .getByRole('button', { name: text.view })
        .click();
      await expect(entry).toBeVisible();
      expect(await changeRows(page)).toEqual([[text.nameField, 'Alice Editor', 'Alice Chief']]);
      await entry.locator('.ant-modal-footer').getByRole('button', { name: text.close }).click();
      await expect(entry).toHaveCount(0);

      // The resource filter names each resource by its screen, none by a vague 'List'.
      const resource = main.getByRole('combobox', { name: text.resource });
      // The select's shown value ('All') lies over its search box: clicked through it.
      await resource.click({ force: true });
      const options = page.locator(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      );
      await expect(options.first()).toBeVisible();
      const titles = async () =>
        await options.evaluateAll((found) => found.map((option) => option.getAttribute('title') ?? ''));
      await expect.poll(titles).toEqual(expect.arrayContaining(text.resourceChoices));
      expect(await titles()).not.toContain(text.vague);
      // Typed, as in a long list, then chosen: only the group's entry is left.
      await resource.fill(text.group);
      await page
        .locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="${text.group}"]`)
        .click();
      await main.getByRole('button', { name: text.search, exact: true }).click();
      await expect(main.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
      expect(await columnTexts(page, text.headers[2])).toEqual([text.group]);
      // Judged with the list closed: axe on antd's open select is not clean (its drawn options
      // carry aria-selected without a role; the shown value dims below contrast while one types).
      await expectAccessible(page);

      // Filters that leave nothing offer to clear them, the resource filter included.
      await main.getByPlaceholder(text.userName).fill('nobody');
      await main.getByRole('button', { name: text.search, exact: true }).click();
      await expect(main.getByText(text.noMatch, { exact: true })).toBeVisible();
      await expectAccessible(page);
      await main.getByRole('button', { name: text.clearFilters }).click();
      await expect(main.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(5);
      await expect(main.getByPlaceholder(text.userName)).toHaveValue('');
      await expect(
        main
          .locator('.ant-select')
          .filter({ has: page.getByRole('combobox', { name: text.resource }) })
          .locator('.ant-select-selection-item'),
      ).toHaveText(text.all);
    });
  });
}
