import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/catalogues/en';
import zhCN from '../../src/i18n/catalogues/zh-CN';
import { reportRegistry } from '../../src/reports/registry';
import { registry } from '../../src/schemas';
import { reportTexts } from '../support/reportTexts';
import { schemaTexts } from '../support/schemaTexts';

describe('the catalogues', () => {
  it('hold the same keys in English and Chinese', () => {
    const english = new Set(en);
    const chinese = new Set(Object.keys(zhCN));
    expect(
      [...english].filter((key) => !chinese.has(key)),
      'in English only',
    ).toEqual([]);
    expect(
      [...chinese].filter((key) => !english.has(key)),
      'in Chinese only',
    ).toEqual([]);
  });

  it('list each English text once and give every text a non-empty translation', () => {
    expect(en.length).toBe(new Set(en).size);
    expect(Object.entries(zhCN).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('keep the placeholders of each text in its translation', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    const broken = Object.entries(zhCN).filter(
      ([key, text]) => placeholders(key).join() !== placeholders(text).join(),
    );
    expect(broken).toEqual([]);
  });

  it("translate every text of every schema (in the catalogue or in the schema's own translations)", () => {
    const missing = registry.flatMap((schema) =>
      schemaTexts(schema)
        .filter((text) => !(text in zhCN) && !(text in (schema.translations?.['zh-CN'] ?? {})))
        .map((text) => `${schema.name}: ${text}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it("translate every text of every report config and every report title (in the catalogue or in the config's own translations)", () => {
    const missing = reportRegistry.flatMap((config) =>
      reportTexts(config)
        .filter((text) => !(text in zhCN) && !(text in (config.translations?.['zh-CN'] ?? {})))
        .map((text) => `${config.id}: ${text}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });
});
