import { describe, expect, it } from 'vitest';
import { reportRegistry, reportsOf, isReportConfig } from '../../../src/reports/registry';
import widgetRevenue from '../../../src/reports/configs/widgetRevenue';
import type { ReportConfig } from '../../../src/reports/types';
import { reportTagOf } from '../../../src/mocks/contract/reportDrafts';
import { committedAreas } from '../../support/builtInResources';

/** A config as a new report file would declare it. */
const extra: ReportConfig = {
  ...widgetRevenue,
  id: 'extra_report',
  title: 'Extra Report',
  route: '/report/extraReport',
  menu: { group: '/report' },
};

describe('the report registry', () => {
  it('finds the shell reports by themselves, in menu order', () => {
    const shellReports = [
      [1, '/report/userAnalytics', 'User Analytics'],
      [2, '/report/revenueReport', 'Content Ads Revenue'],
      [3, '/report/searchAdsReport', 'Search Ads Revenue'],
      [4, '/report/appAdsReport', 'App Ads Revenue'],
      [5, '/report/keywordData', 'Keyword Data'],
      [7, '/report/trackingReport', 'Tracking Report'],
      [8, '/report/widgetRevenue', 'Widget Revenue'],
      [9, '/report/contentRevenue', 'Content Revenue'],
    ];
    // Another report, added or removed as its file, changes nothing here.
    const routes = new Set(shellReports.map(([, route]) => route));
    const found = reportRegistry.filter((config) => routes.has(config.route));
    expect(found.map((config) => [config.menu.order, config.route, config.title])).toEqual(shellReports);
  });

  it('holds every report the committed contract names (a deleted config file is noticed)', () => {
    const areas = new Set(reportRegistry.map(reportTagOf));
    const committedReports = [...committedAreas()].filter((area) => area.startsWith('Report: '));
    expect(committedReports.length).toBeGreaterThan(0);
    expect(committedReports.filter((area) => !areas.has(area))).toEqual([]);
  });

  it('picks up a config file, skips modules that are not configs, and orders by menu whatever the file order', () => {
    const modules = {
      './extra.ts': { default: extra },
      './widgetRevenue.ts': { default: widgetRevenue },
      './helpers.ts': { somethingElse: 1 },
      './notAReport.ts': { default: { id: 'x', title: 'X' } },
    };
    expect(reportsOf(modules).map((config) => config.id)).toEqual(['widget_revenue', 'extra_report']);
    expect(isReportConfig({ ...extra, views: [] })).toBe(false);
    expect(isReportConfig({ ...extra, route: undefined })).toBe(false);
  });

  it('has unique ids, routes, menu ids and calls', () => {
    const duplicates = (values: unknown[]) =>
      values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicates(reportRegistry.map((config) => config.id))).toEqual([]);
    expect(duplicates(reportRegistry.map((config) => config.route))).toEqual([]);
    expect(duplicates(reportRegistry.map((config) => config.menu.id).filter(Boolean))).toEqual([]);
    const calls = reportRegistry.flatMap((config) => config.views.map((view) => view.request.path));
    expect(duplicates(calls)).toEqual([]);
  });
});
