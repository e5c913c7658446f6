import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceLabels } from '../../src/model/labels';
import { validateRecord } from '../../src/model/rules';
import type { ResourceSchema } from '../../src/model/types';
import { isSchema } from '../../src/schemas';
import { expectRefused, expectTypeChecksAndFormatted, ROOT, runScaffold } from '../support/scaffoldScript';

const SCHEMAS = path.join(ROOT, 'src', 'schemas');

/** Runs the scaffold as `npm run new:resource -- <args>` would. */
const scaffold = (...args: string[]) => runScaffold('scripts/new-resource.mjs', ...args);

// Inside the repository so that the written file's imports and the TypeScript setup resolve.
let out: string;
beforeAll(() => {
  out = mkdtempSync(path.join(ROOT, 'tests', 'unit', '.scaffold-'));
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('npm run new:resource', () => {
  it('writes one schema file that loads as a resource with a menu entry, filters, create, edit, a site reference, a scope, Delete and a status toggle', async () => {
    const result = scaffold('purchaseOrder', '--out', out);

    expect(result.err).toBe('');
    expect(result.status).toBe(0);
    expect(readdirSync(out)).toEqual(['purchaseOrder.ts']);
    const module = (await import(path.join(out, 'purchaseOrder.ts'))) as { default: ResourceSchema };
    const schema = module.default;
    expect(isSchema(schema)).toBe(true);
    expect(schema).toMatchObject({
      name: 'purchaseOrder',
      label: 'Purchase Order',
      route: '/purchaseOrder',
      menu: { icon: 'file' },
      idKey: 'id',
    });
    expect(resourceLabels(schema)).toMatchObject({
      title: 'Purchase Order',
      create: 'Add Purchase Order',
      edit: 'Edit Purchase Order',
      menu: 'Purchase Order',
    });
    expect(schema.api.list.path).toBe('/ssp_publisher/purchase_order/list');
    expect(schema.api.update?.path).toBe('/ssp_publisher/purchase_order/{id}');
    expect(schema.api.delete).toEqual({ method: 'DELETE', path: '/ssp_publisher/purchase_order/{id}' });
    expect(schema.fields.filter((field) => field.filter).map((field) => field.key)).toEqual([
      'name',
      'site_id',
      'status',
    ]);
    expect(schema.fields.find((field) => field.key === 'site_id')).toMatchObject({
      kind: 'reference',
      reference: { resource: 'site' },
    });
    expect(schema.dataScope).toEqual({ owner: 'content_site', via: 'site_id' });
    expect(schema.fields.map((field) => field.key)).toContain('created_time');
    expect(schema.rowActions?.map((action) => [action.kind, action.label])).toEqual([
      ['edit', 'Edit'],
      ['call', 'Delete'],
    ]);
    expect(schema.statusToggle).toMatchObject({ key: 'status', on: 1, off: 2 });
    expect(schema.statusToggle?.call.body?.({ id: 4, status: 2, name: 'x' }, {})).toEqual({
      id: 4,
      status: 2,
    });
  });

  it('writes rules with their messages: a required name of at most 50 characters, a required site and a required status', async () => {
    const { default: schema } = (await import(path.join(out, 'purchaseOrder.ts'))) as {
      default: ResourceSchema;
    };

    const site = { site_id: 1001 };
    expect(validateRecord(schema, { name: ' ', status: 1, ...site }, 'create')).toBe('Please input name');
    expect(validateRecord(schema, { name: 'n'.repeat(51), status: 1, ...site }, 'create')).toBe(
      'Name cannot be longer than 50 characters',
    );
    expect(validateRecord(schema, { name: 'Order', status: 1 }, 'create')).toBe('Please choose a site');
    expect(validateRecord(schema, { name: 'Order', ...site }, 'create')).toBe('Please choose a status');
    expect(validateRecord(schema, { name: 'Order', status: 3, ...site }, 'create')).toBe(
      "Status: '3' is not one of the choices",
    );
    expect(validateRecord(schema, { name: 'Order', status: 2, ...site }, 'create')).toBeUndefined();
  });

  it('writes a file that type-checks and is formatted', () => {
    expectTypeChecksAndFormatted(out, 'purchaseOrder.ts');
  }, 180_000);

  it.each([
    [['site'], 'src/schemas/site.ts already exists; choose another name'],
    [
      ['Bad-Name'],
      '"Bad-Name" is not a valid resource name: use 2 to 40 letters and digits, starting with a lower-case letter (e.g. purchaseOrder)',
    ],
    [['report'], '"report" is taken by a screen of the console (/report); choose another name'],
    [['fields'], '"fields" is the name of a helper module of the schema folder; choose another name'],
    [[], 'Usage: npm run new:resource -- <name>   (a camelCase name such as purchaseOrder)'],
  ])('refuses %j with a clear message and writes nothing', (args, message) => {
    expectRefused('scripts/new-resource.mjs', args, message, SCHEMAS);
  });

  it('refuses a name another schema file already declares', () => {
    const declared = scaffold('purchaseOrder', '--out', out);
    expect(declared.err).toBe(
      `${path.relative(ROOT, out)}/purchaseOrder.ts already exists; choose another name`,
    );

    writeFileSync(path.join(out, 'other.ts'), "export default { name: 'stockItem', label: 'x' };\n");
    const result = scaffold('stockItem', '--out', out);
    rmSync(path.join(out, 'other.ts'));

    expect(result.err).toBe(
      `${path.relative(ROOT, out)}/other.ts already declares a resource named stockItem`,
    );
    expect(result.status).toBe(1);
  });
});
