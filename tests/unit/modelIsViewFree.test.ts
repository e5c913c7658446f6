import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf } from '../support/imports';

const MODEL = join(__dirname, '../../src/model');

describe('src/model, the schema model', () => {
  const files = readdirSync(MODEL).filter((name) => name.endsWith('.ts'));

  it('holds the types, rules, value transforms, the derived names, the rows by resource, the record version, what lookups and references ask, and defineResource', () => {
    expect(files.sort()).toEqual([
      'defineResource.ts',
      'labels.ts',
      'lookups.ts',
      'recordVersion.ts',
      'references.ts',
      'rows.ts',
      'rules.ts',
      'transforms.ts',
      'types.ts',
    ]);
  });

  it.each(files)('%s imports no view code (React, antd, the engine’s views) and no translator', (name) => {
    const imports = importsOf(readFileSync(join(MODEL, name), 'utf8'));
    const views = imports.filter((module) =>
      /^(react|antd|@refinedev|@ant-design|i18next)|\/resources\/|\/i18n\//.test(module),
    );
    expect(views).toEqual([]);
  });
});
