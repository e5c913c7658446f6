import dayjs from 'dayjs';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breadcrumbLabels, buildScreens } from '../../../src/App';
import { accessRules } from '../../../src/mocks/authorization/table';
import { callKey } from '../../../src/mocks/authorization/types';
import { menuIdOf, menuTree } from '../../../src/mocks/menuTree';
import { reportCallsOf } from '../../../src/mocks/handlers/reports/calls';
import { localToday } from '../../../src/mocks/handlers/reports/days';
import { requestParameters } from '../../../src/reports/api/apiRequest';
import { isReportConfig, reportRegistry } from '../../../src/reports/registry';
import { loadReports, reportEntriesOf } from '../../../src/reports/reportList';
import { REPORT_SCREENS, reportScreensOf } from '../../../src/reports/screens';
import type { ReportConfig } from '../../../src/reports/types';
import { registry } from '../../../src/schemas';
import { expectRefused, expectTypeChecksAndFormatted, ROOT, runScaffold } from '../../support/scaffoldScript';
import { ADMIN_EMAIL, loginAs } from '../helpers';

const CONFIGS = path.join(ROOT, 'src', 'reports', 'configs');

/** Runs the scaffold as `npm run new:report -- <args>` would. */
const scaffold = (...args: string[]) => runScaffold('scripts/new-report.mjs', ...args);

// Inside the repository so that the written file's imports and the TypeScript setup resolve.
let out: string;
let config: ReportConfig;
beforeAll(async () => {
  out = mkdtempSync(path.join(ROOT, 'tests', 'unit', '.scaffold-report-'));
  const result = scaffold('widgetTaps', '--out', out);
  expect(result.err).toBe('');
  expect(result.status).toBe(0);
  config = ((await import(path.join(out, 'widgetTaps.ts'))) as { default: ReportConfig }).default;
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The registry with the scaffolded report, as if its file were in src/reports/configs. */
const withScaffold = () => [...reportRegistry, config];

describe('npm run new:report', () => {
  it('writes one config file: "Widget Taps" in the Report group, with a Date dimension and metrics', () => {
    expect(readdirSync(out)).toEqual(['widgetTaps.ts']);
    expect(isReportConfig(config)).toBe(true);
    expect(config).toMatchObject({
      id: 'widget_taps',
      title: 'Widget Taps',
      route: '/report/widgetTaps',
      menu: { group: '/report' },
    });
    const [view] = config.views;
    expect(view.request).toEqual({
      path: '/ssp_publisher/widget_taps/report',
      exportPath: '/ssp_publisher/widget_taps/report/export',
      style: 'flat',
    });
    expect(view.dimensions.map((dimension) => dimension.value)).toContain('Date');
    expect(view.metrics.length).toBeGreaterThan(0);
    expect(config.translations?.['zh-CN']).toHaveProperty('Widget Taps');
  });

  it('puts the report in the menu, after the other reports, with an id from its route', () => {
    const group = menuTree(registry, withScaffold()).find((item) => item.path === '/report');
    const entry = group?.children?.find((item) => item.path === '/report/widgetTaps');
    const lastSort = Math.max(
      ...(group?.children ?? []).filter((item) => item !== entry).map((item) => item.sort),
    );
    expect(entry).toEqual({
      id: menuIdOf('/report/widgetTaps'),
      name: 'Widget Taps',
      path: '/report/widgetTaps',
      sort: lastSort + 1,
    });
    expect(
      menuTree()
        .flatMap((item) => item.children ?? [])
        .map((item) => item.path),
    ).not.toContain('/report/widgetTaps');
  });

  it('grants its call, its export (an API Security token too) and the saved views to its route', () => {
    const rules = Object.fromEntries(accessRules(withScaffold()).map((rule) => [callKey(rule), rule]));
    for (const call of [
      'POST v2 /ssp_publisher/widget_taps/report',
      'POST v2 /ssp_publisher/widget_taps/report/export',
    ])
      expect(rules[call]).toMatchObject({ access: { menu: ['/report/widgetTaps'] }, apiKey: true });
    expect(rules['GET v1 /ssp_publisher/report_view'].access).toEqual({
      menu: expect.arrayContaining(['/report/widgetTaps', '/report/widgetRevenue']) as unknown,
    });
    expect(rules['GET v1 /ssp_publisher/openapi/app_key'].access).toEqual({
      menu: expect.arrayContaining(['/integration', '/report/reportapi', '/report/widgetTaps']) as unknown,
    });
    expect(Object.keys(Object.fromEntries(accessRules().map((rule) => [callKey(rule), rule])))).not.toContain(
      'POST v2 /ssp_publisher/widget_taps/report',
    );
  });

  it('gives it a route with its title in the route table', () => {
    const screens = buildScreens(registry, [
      ...REPORT_SCREENS,
      ...reportScreensOf(reportEntriesOf([config])),
    ]);
    expect(breadcrumbLabels(screens)['/report/widgetTaps']).toBe('Widget Taps');
    expect(screens.find((screen) => screen.path === '/report/widgetTaps')?.accessPath).toBe(
      '/report/widgetTaps',
    );
  });

  it('lists it on the Report API screen with its call and parameters', async () => {
    const reports = await loadReports(reportEntriesOf(withScaffold()));
    const listed = reports.find((report) => report.path === '/report/widgetTaps');
    expect(listed?.title).toBe('Widget Taps');
    const parameters = requestParameters(listed!.config.views[0]).map((parameter) => parameter.name);
    expect(parameters).toEqual(expect.arrayContaining(['begin_date', 'end_date', 'dimensions', 'country']));
  });

  it('is answered by the embedded API with rows and an export', async () => {
    const token = await loginAs(ADMIN_EMAIL);
    const handlers = reportCallsOf([config]);
    const body = {
      begin_date: dayjs().subtract(6, 'day').format('YYYY-MM-DD'),
      end_date: localToday(),
      dimensions: ['Date'],
      page_index: 1,
      page_size: 20,
    };
    for (const call of ['/ssp_publisher/widget_taps/report', '/ssp_publisher/widget_taps/report/export']) {
      const request = new Request(`http://localhost/gamebridge/v2${call}`, {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await (await getResponse(handlers, request))?.json()) as {
        success: boolean;
        data: { rows: Record<string, unknown>[]; total: number };
      };
      expect(answer.success).toBe(true);
      expect(answer.data.total).toBe(7);
      expect(Object.keys(answer.data.rows[0])).toEqual(['Date', 'Impressions', 'Clicks', 'Ctr', 'Revenue']);
    }
  });

  it('writes a file that type-checks and is formatted', () => {
    expectTypeChecksAndFormatted(out, 'widgetTaps.ts');
  }, 180_000);

  it.each([
    [['widgetRevenue'], 'src/reports/configs/widgetRevenue.ts already exists; choose another name'],
    [
      ['reportapi'],
      '"reportapi" is taken by a screen of the console (/report/reportapi); choose another name',
    ],
    [
      ['Bad-Name'],
      '"Bad-Name" is not a valid report name: use 2 to 40 letters and digits, starting with a lower-case letter (e.g. widgetClicks)',
    ],
    [
      ['widget'],
      'src/reports/configs/widgetRevenue.ts already declares the call /ssp_publisher/widget/report',
    ],
    [[], 'Usage: npm run new:report -- <name>   (a camelCase name such as widgetClicks)'],
  ])('refuses %j with a clear message and writes nothing', (args, message) => {
    expectRefused('scripts/new-report.mjs', args, message, CONFIGS);
  });

  it('refuses a route another config already declares', () => {
    writeFileSync(path.join(out, 'other.ts'), "export default { route: '/report/stockLevels' };\n");
    const result = scaffold('stockLevels', '--out', out);
    rmSync(path.join(out, 'other.ts'));
    expect(result.err).toBe(
      `${path.relative(ROOT, out)}/other.ts already declares the route /report/stockLevels`,
    );
    expect(result.status).toBe(1);
  });
});
