import { afterEach, describe, expect, it } from 'vitest';
import zhCN from '../../src/i18n/catalogues/zh-CN';
import { hasTranslation, i18n, joinTranslations, shown } from '../../src/i18n';
import { activate } from '../../src/i18n/i18n';
import { formTitle } from '../../src/resources/form/formValues';
import { registry } from '../../src/schemas';

afterEach(() => void i18n.changeLanguage('en'));

const schema = (name: string) => {
  const found = registry.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no schema ${name}`);
  return found;
};

describe('declared texts, translated where they are shown', () => {
  it('translate the template and fill its placeholders from the record, never translating data', () => {
    const confirm = 'Delete the user {{user_name}}? You can still undo it for a few seconds.';
    expect(shown(confirm, { user_name: 'Site' })).toBe(
      'Delete the user Site? You can still undo it for a few seconds.',
    );
    activate('zh-CN', zhCN);
    expect(shown(confirm, { user_name: 'Site' })).toBe('删除用户 Site？几秒内仍可撤销。');
    expect(shown('Site ID: {{site_id}}    Site: {{domain}}', { site_id: 1001, domain: 'a.example' })).toBe(
      '站点 ID：1001    站点：a.example',
    );
    // A function's text is translated the same way; a text no catalogue holds shows as written.
    expect(shown((row: { ok: boolean }) => (row.ok ? undefined : 'Under review'), { ok: false })).toBe(
      'Under review',
    );
    expect(shown(() => 'Retry Site', {})).toBe('重试站点');
    expect(shown(undefined)).toBeUndefined();
  });

  it("join a declaration's own Chinese to the catalogue, the catalogue winning on a clash", () => {
    joinTranslations([{ translations: { 'zh-CN': { 'Gadget Shelf': '小工具架', Status: '别的状态' } } }]);
    activate('zh-CN', zhCN);
    expect(shown('Gadget Shelf')).toBe('小工具架');
    expect(shown('Status')).toBe(zhCN.Status);
    expect(hasTranslation('Gadget Shelf')).toBe(true);
    expect(hasTranslation('Nothing like this')).toBe(false);
  });

  it('give the form titles of each language from the English schema, which stays English', () => {
    activate('zh-CN', zhCN);
    expect(formTitle(schema('zone'), 'create')).toBe('添加广告位');
    expect(formTitle(schema('zone'), 'edit')).toBe('编辑广告位');
    expect(formTitle(schema('app'), 'view')).toBe('查看应用');
    expect(formTitle(schema('keyword'), 'edit')).toBe('编辑主关键词');
    expect(formTitle(schema('link'), 'view')).toBe('查看落地页');
    // A derived title the catalogue lacks whole: its template with the record's name.
    expect(formTitle({ ...schema('channel'), label: 'Zone List' }, 'view')).toBe('查看广告位');
    expect(schema('zone').label).toBe('Zone List');
    expect(schema('user').rowActions?.find((action) => action.label === 'Delete')).toMatchObject({
      confirm: 'Delete the user {{user_name}}? You can still undo it for a few seconds.',
    });
    void i18n.changeLanguage('en');
    expect(formTitle(schema('zone'), 'create')).toBe('Add Zone');
    expect(formTitle(schema('searchSite'), 'edit')).toBe('Retry Site');
  });
});
