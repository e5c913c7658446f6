import { describe, expect, it } from 'vitest';
import { crumbLabels, crumbPaths } from '../../src/pages/breadcrumb';
import { PAGE_ROUTES, SEGMENT_LABELS } from '../../src/pages/routeTable';

const labels: Record<string, string> = {
  ...Object.fromEntries(PAGE_ROUTES.map((route) => [route.path, route.title])),
  ...SEGMENT_LABELS,
};

describe('breadcrumb', () => {
  it('gives one crumb per path segment', () => {
    expect(crumbPaths('/searchAds/site/postback')).toEqual([
      '/searchAds',
      '/searchAds/site',
      '/searchAds/site/postback',
    ]);
  });

  it('labels /searchAds/site/postback as Search Ads / Site / Postback Setting', () => {
    expect(crumbLabels('/searchAds/site/postback', labels).map((crumb) => crumb.label)).toEqual([
      'Search Ads',
      'Site',
      'Postback Setting',
    ]);
  });

  it("labels /searchAds/traffickingLinks 'Trafficking Links' although it has no route", () => {
    expect(crumbLabels('/searchAds/traffickingLinks', labels)).toEqual([
      { path: '/searchAds', label: 'Search Ads' },
      { path: '/searchAds/traffickingLinks', label: 'Trafficking Links' },
    ]);
    expect(PAGE_ROUTES.some((route) => route.path === '/searchAds/traffickingLinks')).toBe(false);
  });

  it('has the top-level labels of the spec', () => {
    const topLevel = ['/home', '/siteManager', '/account', '/report', '/appManager', '/searchAds', '/widget'];

    expect(topLevel.map((path) => crumbLabels(path, labels)[0].label)).toEqual([
      'Home',
      'Site',
      'Account',
      'Report',
      'App',
      'Search Ads',
      'Widget',
    ]);
  });

  it('labels a report screen by its title', () => {
    expect(crumbLabels('/report/revenueReport', labels).map((crumb) => crumb.label)).toEqual([
      'Report',
      'Content Ads Revenue',
    ]);
  });

  it('shows a segment with no label as it is written', () => {
    expect(crumbLabels('/searchAds/unknownPage', labels).map((crumb) => crumb.label)).toEqual([
      'Search Ads',
      'unknownPage',
    ]);
  });

  it('does not route /searchAds/postback', () => {
    expect(PAGE_ROUTES.some((route) => route.path === '/searchAds/postback')).toBe(false);
  });
});
