import { describe, expect, it } from 'vitest';
import { breadcrumbLabels, buildScreens } from '../../src/App';
import { crumbLabels, crumbPaths } from '../../src/pages/breadcrumb';
import { registry } from '../../src/schemas';

/** The labels the shell uses: every screen's title (schemas, lazy screens, pages) and the segments. */
const screens = buildScreens(registry);
const labels = breadcrumbLabels(screens);
const routed = (path: string) => screens.some((screen) => screen.path === path);

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
    expect(routed('/searchAds/traffickingLinks')).toBe(false);
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
    expect(routed('/searchAds/postback')).toBe(false);
  });
});
