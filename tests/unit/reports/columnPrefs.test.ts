import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activate, i18n } from '../../../src/i18n/i18n';
import {
  CACHE_VERSION,
  loadColumns,
  loadLayout,
  saveColumns,
  saveLayout,
} from '../../../src/resources/list/columnPrefs';

const offered = [
  { value: 'Clicks', label: 'Clicks' },
  { value: 'Revenue', label: 'Revenue' },
  { value: 'Impressions', label: 'Impressions' },
];
const defaults = ['Clicks', 'Revenue', 'Impressions'];
const KEY = 'KEYWORD_DATA_CHECKBOX';

describe('saved report columns (versioned, cache version 1.0)', () => {
  beforeEach(() => localStorage.clear());

  it('gives the defaults when nothing is saved', () => {
    expect(loadColumns(KEY, offered, defaults)).toEqual(defaults);
  });

  it('keeps a saved choice under the report key with the cache version', () => {
    saveColumns(KEY, offered, ['Revenue']);
    expect(JSON.parse(localStorage.getItem(KEY) as string).version).toBe('1.0');
    expect(CACHE_VERSION).toBe('1.0');
    expect(loadColumns(KEY, offered, defaults)).toEqual(['Revenue']);
  });

  it('keeps an empty choice (Clear All)', () => {
    saveColumns(KEY, offered, []);
    expect(loadColumns(KEY, offered, defaults)).toEqual([]);
  });

  it('clears a choice saved under another cache version', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ version: '0.9', columns: [{ ...offered[0], checked: true }] }),
    );
    expect(loadColumns(KEY, offered, defaults)).toEqual(defaults);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('clears an unreadable choice', () => {
    localStorage.setItem(KEY, '{not json');
    expect(loadColumns(KEY, offered, defaults)).toEqual(defaults);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('resets keyword and tracking choices whose labels and values differ from the defaults', () => {
    saveColumns(KEY, [...offered.slice(0, 2), { value: 'Impressions', label: 'Imps' }], ['Revenue']);
    expect(loadColumns(KEY, offered, defaults, true)).toEqual(defaults);
    expect(localStorage.getItem(KEY)).toBeNull();
    saveColumns(KEY, offered.slice(0, 2), ['Revenue']);
    expect(loadColumns(KEY, offered, defaults, true)).toEqual(defaults);
  });

  it('other reports keep their choice when the offered columns change, dropping unknown ones', () => {
    saveColumns(KEY, [...offered, { value: 'Old', label: 'Old' }], ['Old', 'Clicks']);
    expect(loadColumns(KEY, offered, defaults, false)).toEqual(['Clicks']);
  });
});

describe('a column choice saved in one language holds in the other', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => void i18n.changeLanguage('en'));

  // The offered labels are the declared English ones in every language (the Custom modal
  // translates them where it shows them: tests/component/reports/reportChinese.test.tsx).
  it('labels are stored as declared, in English, so the check on labels keeps the choice', () => {
    activate('zh-CN', { Clicks: '点击', Revenue: '收入', Impressions: '展示' });
    saveColumns(KEY, offered, ['Revenue']);
    const stored = JSON.parse(localStorage.getItem(KEY) as string) as { columns: { label: string }[] };
    expect(stored.columns.map((column) => column.label)).toEqual(['Clicks', 'Revenue', 'Impressions']);
    void i18n.changeLanguage('en');
    expect(loadColumns(KEY, offered, defaults, true)).toEqual(['Revenue']);
  });

  it('a label that really changed still resets the choice', () => {
    saveColumns(KEY, offered, ['Revenue']);
    const renamed = offered.map((option) =>
      option.value === 'Revenue' ? { ...option, label: 'Net Revenue' } : option,
    );
    expect(loadColumns(KEY, renamed, defaults, true)).toEqual(defaults);
  });
});

describe("a list's column layout with columns off by default", () => {
  beforeEach(() => localStorage.clear());

  it('hides them while nothing is saved, in their place in the order', () => {
    expect(loadLayout('LIST', offered, ['Revenue'])).toEqual({
      order: ['Clicks', 'Revenue', 'Impressions'],
      hidden: ['Revenue'],
      widths: {},
    });
  });

  it('a saved layout that shows one keeps it shown; a column it does not know starts as its default', () => {
    saveLayout('LIST', offered.slice(0, 2), { order: ['Revenue', 'Clicks'], hidden: [], widths: {} });
    expect(loadLayout('LIST', offered, ['Revenue', 'Impressions'])).toEqual({
      order: ['Revenue', 'Clicks', 'Impressions'],
      hidden: ['Impressions'],
      widths: {},
    });
  });
});
