import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceSchema } from '../../src/model/types';
import type { ReportConfig } from '../../src/reports/types';
import { SCAFFOLDS } from '../support/scaffolded';
import { ROOT, runScaffold } from '../support/scaffoldScript';

// Inside the repository so that the written files' imports resolve.
let out: string;
beforeAll(() => {
  out = mkdtempSync(path.join(ROOT, 'tests', 'unit', '.scaffold-names-'));
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

/**
 * The default export of the file a scaffold writes for `name`: the one in `folder` when it is
 * there already (npm run test:scaffold runs this suite with it present, and new:report would
 * refuse its route), else one written by the scaffold for this test.
 */
async function scaffolded<T>(script: string, folder: string, name: string): Promise<T> {
  let file = path.join(ROOT, folder, `${name}.ts`);
  if (!existsSync(file)) {
    expect(runScaffold(script, name, '--out', out).err).toBe('');
    file = path.join(out, `${name}.ts`);
  }
  return ((await import(file)) as { default: T }).default;
}

// The browser tests find the scaffolded resource and report of npm test by these names and addresses.
describe('tests/support/scaffolds.json', () => {
  it("names the resource's menu entry and address as npm run new:resource writes them", async () => {
    const { name, label, path: route } = SCAFFOLDS.resource;
    const schema = await scaffolded<ResourceSchema>('scripts/new-resource.mjs', 'src/schemas', name);
    expect({ label: schema.label, route: schema.route }).toEqual({ label, route });
  });

  it("names the report's title and route as npm run new:report writes them", async () => {
    const { name, title, route } = SCAFFOLDS.report;
    const config = await scaffolded<ReportConfig>('scripts/new-report.mjs', 'src/reports/configs', name);
    expect({ title: config.title, route: config.route }).toEqual({ title, route });
  });
});
