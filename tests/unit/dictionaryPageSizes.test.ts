// The spec's page sizes for dictionaries used in selectors: 999 for languages.
import { describe, expect, it } from 'vitest';
import type { RemoteOptions } from '../../src/model/types';
import { registry } from '../../src/schemas';

const languageSelectors = registry.flatMap((schema) =>
  schema.fields
    .filter((field) => (field.options as RemoteOptions | undefined)?.path === '/dict/language')
    .map((field) => ({ where: `${schema.name}.${field.key}`, options: field.options as RemoteOptions })),
);

describe('GET /dict/language', () => {
  it('is asked with page_size 999 by every selector (Widget Language, Link Kw Language)', () => {
    expect(languageSelectors.map(({ where }) => where).sort()).toEqual(['link.kw_language', 'widget.lan']);
    for (const { options } of languageSelectors) expect(options.query).toEqual({ page_size: 999 });
  });
});
