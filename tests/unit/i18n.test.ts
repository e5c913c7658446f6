import { afterEach, describe, expect, it } from 'vitest';
import { i18n, t } from '../../src/i18n';
import en from '../../src/i18n/catalogues/en';
import { createEngine } from '../../src/i18n/engine';
import { activate, english } from '../../src/i18n/i18n';
import { pickLanguage } from '../../src/i18n/languages';

afterEach(() => void i18n.changeLanguage('en'));

describe('the chosen language', () => {
  it('is the stored choice, else the first browser language the console speaks, else English', () => {
    expect(pickLanguage('zh-CN', ['en-US'])).toBe('zh-CN');
    expect(pickLanguage('en', ['zh-TW'])).toBe('en');
    expect(pickLanguage(null, ['zh-TW', 'en'])).toBe('zh-CN');
    expect(pickLanguage(null, ['fr-FR', 'en-GB', 'zh-CN'])).toBe('en');
    expect(pickLanguage('klingon', ['de-DE'])).toBe('en');
  });
});

describe('the translator', () => {
  it('shows English as written, and a missing text in English rather than a code', () => {
    expect(t('Add Site')).toBe('Add Site');
    activate('zh-CN', { 'Add Site': '添加站点', 'Hello {{name}}': '你好 {{name}}' });
    expect(t('Add Site')).toBe('添加站点');
    expect(t('Hello {{name}}', { name: 'A&B <b>' })).toBe('你好 A&B <b>');
    expect(t('Not in the catalogue: a.b:c')).toBe('Not in the catalogue: a.b:c');
  });
});

describe('English without i18next', () => {
  // An English reader's browser never loads i18next (src/i18n/engine.ts): English texts are filled
  // by english(), which must give what i18next gives with the console's options.
  const i18next = createEngine();
  const both = (text: string, values: Record<string, unknown>) => [
    english(text, values),
    i18next.t(text, values) as string,
  ];

  it('fills every placeholder of every catalogue text as i18next does', () => {
    for (const text of en) {
      const names = [...text.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)].map((match) => match[1]);
      const values = Object.fromEntries(names.map((name, index) => [name, `<${name} ${index} & {{x}}>`]));
      const [ours, theirs] = both(text, values);
      expect(ours, text).toBe(theirs);
      const [oursEmpty, theirsEmpty] = both(text, {});
      expect(oursEmpty, text).toBe(theirsEmpty);
    }
  });

  it('treats missing, undefined, null, numbers and the unescaped form as i18next does', () => {
    const cases: [string, Record<string, unknown>][] = [
      ['Hello {{name}}', {}],
      ['Hello {{name}}', { name: undefined }],
      ['Hello {{name}}', { name: null }],
      ['{{count}} selected', { count: 3 }],
      ['{{count}} selected', { count: 0 }],
      ['Hello {{ name }} and {{- other}}', { name: 'A', other: '<b>' }],
      ['{{a}}{{b}}', { a: '{{b}}', b: 'B' }],
      ['Total {{total}}', { total: true }],
      ['No placeholder', { name: 'A' }],
    ];
    for (const [text, values] of cases) {
      const [ours, theirs] = both(text, values);
      expect(ours, `${text} ${JSON.stringify(values)}`).toBe(theirs);
    }
  });
});

describe('the Report API screen in Chinese', () => {
  it('explains every parameter in Chinese, keeping names, calls and values as they are', async () => {
    const [{ default: zh }, { default: reports }, { requestParameters }, { default: contentAds }] =
      await Promise.all([
        import('../../src/i18n/catalogues/zh-CN/reportUi'),
        import('../../src/i18n/catalogues/zh-CN/reports'),
        import('../../src/reports/api/apiRequest'),
        import('../../src/reports/configs/contentAds'),
      ]);
    activate('zh-CN', { ...zh, ...reports });
    const rows = requestParameters(contentAds.views[0]);
    const ascii = /^[\x20-\x7e]*$/;
    for (const row of rows) expect(ascii.test(row.meaning), `${row.name}: ${row.meaning}`).toBe(false);
    expect(rows.find((row) => row.name === 'page_index')?.allowed).toBe('1 或更大（默认 1）');
    expect(rows.find((row) => row.name === 'sorts')?.allowed).toMatch(/^field：Date、GrossRevenue, /);
    expect(rows.find((row) => row.name === 'date_range.start')?.meaning).toBe('范围的第一天（包含）');
    // A filter's label is the config's English, shown in Chinese here as on the report.
    expect(rows.find((row) => row.name === 'filters.Device')?.meaning).toBe(
      `${reports.Device} 筛选；不传：全部取值`,
    );
  });
});
