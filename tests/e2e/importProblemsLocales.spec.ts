import { expect, test } from '@playwright/test';
import { chooseImportFile, expectAccessible, importFile, openDialog } from './helpers';
import { comboName, EACH_LANGUAGE, signInAs, useCombo } from './locales';

// The ad unit import's preview lists every problem of each refused row, not only its first, in
// English and in Chinese (the embedded API's reasons translated where shown), axe clean.

const TEXTS = {
  en: {
    importAdUnit: 'Import Ad Unit',
    success: 'Success',
    error: 'Error',
    failed: 'Failed',
    twiceAndCheap: [
      "Ad Format: 'bogus' is not one of the choices",
      'Suggest eCPM between 0.01 and 1000',
      'The ad unit fine_unit appears twice in the file',
    ],
    noApp: ["Ad Format: 'bogus' is not one of the choices", 'App not found'],
  },
  zh: {
    importAdUnit: '导入广告单元',
    success: '成功',
    error: '错误',
    failed: '失败',
    twiceAndCheap: [
      '广告格式：“bogus”不是可选值之一',
      '建议 eCPM 介于 0.01 与 1000 之间',
      '广告单元 fine_unit 在文件中出现了两次',
    ],
    noApp: ['广告格式：“bogus”不是可选值之一', '未找到应用'],
  },
};

for (const combo of EACH_LANGUAGE) {
  const text = TEXTS[combo.language];
  test.describe(`Import Ad Unit in ${comboName(combo)}`, () => {
    useCombo(combo);

    test('each refused row lists every one of its problems', async ({ page }) => {
      await signInAs(page, combo, '/appManager/zoneList');
      const dialog = await openDialog(page, text.importAdUnit);
      await chooseImportFile(
        dialog,
        importFile([
          ['NewsReader', 'banner', '', 'fine_unit', '1.5'],
          ['NewsReader', 'bogus', '', 'fine_unit', 'cheap'],
          ['NoSuchApp', 'bogus', '', 'reader_banner', '2'],
        ]),
      );
      await expect(dialog.locator('.ant-statistic').filter({ hasText: text.success })).toContainText('1');
      await expect(dialog.locator('.ant-statistic').filter({ hasText: text.error })).toContainText('2');

      const rows = dialog.locator('.import-preview .ant-table-tbody tr.ant-table-row');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(0).getByRole('listitem')).toHaveCount(0);
      await expect(rows.nth(0)).not.toHaveClass(/import-row-failed/);
      for (const [index, reasons] of [
        [1, text.twiceAndCheap],
        [2, text.noApp],
      ] as const) {
        const row = rows.nth(index);
        await expect(row).toHaveClass(/import-row-failed/);
        await expect(row.getByRole('listitem')).toHaveText(reasons);
        // One cross for the row, named in the language shown.
        await expect(row.getByRole('img', { name: text.failed })).toHaveCount(1);
      }
      await expectAccessible(page);
    });
  });
}
