import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, viewImportsFrom } from '../../support/imports';

// The embedded API reads the report configs (menu, authorization, answers): they stay plain data.
describe('the report registry and its configs', () => {
  it('import no view code, however deep (React, antd, Refine, .tsx files)', () => {
    const configs = readdirSync(join(ROOT, 'src/reports/configs')).map(
      (name) => `src/reports/configs/${name}`,
    );
    for (const file of ['src/reports/registry.ts', ...configs])
      expect(viewImportsFrom(join(ROOT, file)), file).toEqual([]);
  });

  it('would notice a view import (the check can fail)', () => {
    expect(viewImportsFrom(join(ROOT, 'src/reports/screens.ts'))).toContain(
      'src/reports/screens.ts -> react',
    );
  });
});
