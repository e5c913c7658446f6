import { db } from '../../store/db';
import { DICTIONARIES } from '../inventory/dictionaries';
import type { Fact, ReportModel } from './engine';
import {
  COUNTRY_CODES,
  DEVICE_NAMES,
  UTM_SOURCE_NAMES,
  widgetIds,
  appUnits,
  apps,
  keywords,
  news,
  searchSiteIdOf,
  servingSearchDomains,
} from './inventory';
import { between, oneOf, unit } from './random';

/** b ? a / b : null, the rule of every rate. */
export const ratio = (a = 0, b = 0) => (b ? a / b : null);
/** A weekly rhythm so the graph is not flat: weekends a little lower. */
const weekday = (day: string) => ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) ? 0.8 : 1);
/** Money with cents. */
export const cents = (value: number) => Math.round(value * 100) / 100;

/** Facts for every combination of the given key lists on one day, each with counts drawn from them. */
export function combine(
  day: string,
  lists: Record<string, { key: string; extra?: Record<string, string> }[]>,
  draw: (seed: string, scale: number) => Record<string, number>,
): Fact[] {
  let combos: Record<string, string>[] = [{}];
  for (const [name, values] of Object.entries(lists)) {
    combos = combos.flatMap((combo) =>
      values.map((value) => ({ ...combo, [name]: value.key, ...value.extra })),
    );
  }
  return combos.map((keys) => {
    const seed = `${day}|${Object.values(keys).join('|')}`;
    return { day, keys, counts: draw(seed, weekday(day) * (0.6 + unit(`${seed}|scale`))) };
  });
}

export const plain = (values: string[]) => values.map((key) => ({ key }));

/** Content ads: sites x devices x countries, each fact served by one of the site's zones and a channel. */
export const contentAdsModel: ReportModel = {
  name: 'contentAds',
  scopedBy: { kind: 'content_site', idOf: (keys) => Number(keys.SiteId) },
  factsOfDay: (day) => {
    const { sites, zones, channels } = db();
    const adTypes = DICTIONARIES.zoneType.map((type) => String(type.value));
    const siteKeys = sites.map((site) => ({
      key: String(site.id),
      extra: { Domain: site.domain, TimeZone: site.timezone },
    }));
    return combine(
      day,
      { SiteId: siteKeys, Device: plain(DEVICE_NAMES), Country: plain(COUNTRY_CODES) },
      (seed, scale) => {
        const totalRequests = Math.round(between(`${seed}|req`, 800, 4000) * scale);
        const requests = Math.round(totalRequests * (0.85 + 0.1 * unit(`${seed}|valid`)));
        const responses = Math.round(requests * (0.55 + 0.35 * unit(`${seed}|fill`)));
        const impressions = Math.round(responses * (0.7 + 0.25 * unit(`${seed}|imp`)));
        const clicks = Math.round(impressions * (0.002 + 0.02 * unit(`${seed}|ctr`)));
        const gross = cents((impressions / 1000) * (0.4 + 2.6 * unit(`${seed}|cpm`)));
        return { totalRequests, requests, responses, impressions, clicks, gross, net: cents(gross * 0.7) };
      },
    ).map((fact) => {
      const siteZones = zones.filter((zone) => String(zone.site_id) === fact.keys.SiteId);
      const zone = siteZones.length ? oneOf(`${fact.day}|${fact.keys.Device}|zone`, siteZones) : undefined;
      const channel = oneOf(`${fact.keys.SiteId}|${fact.keys.Country}|channel`, channels);
      fact.keys.Zone = zone ? String(zone.zone_id) : '';
      fact.keys.AdFormat = zone ? String(zone.ad_type) : oneOf(`${fact.keys.SiteId}|format`, adTypes);
      fact.keys.Channel = channel ? String(channel.id) : '';
      fact.keys.ChannelName = channel?.name ?? '';
      return fact;
    });
  },
  filters: {
    TimeZone: 'TimeZone',
    Device: 'Device',
    AdFormat: 'AdFormat',
    Country: 'Country',
    SiteId: 'SiteId',
    Zone: 'Zone',
    Channel: 'Channel',
  },
  dimensionColumns: {
    Domain: (keys) => ({ Domain: keys.Domain, TimeZone: keys.TimeZone }),
    Channel: (keys) => ({ Channel: keys.Channel, ChannelName: keys.ChannelName }),
  },
  derive: (c) => ({
    GrossRevenue: c.gross ?? 0,
    NetRevenue: c.net ?? 0,
    Impressions: c.impressions ?? 0,
    Clicks: c.clicks ?? 0,
    ECpm: ratio((c.gross ?? 0) * 1000, c.impressions),
    AdRequest: c.requests ?? 0,
    TotalAdRequests: c.totalRequests ?? 0,
    FillRate: ratio(c.responses, c.requests),
    ResponseRate: ratio(c.responses, c.totalRequests),
    ImpressionRate: ratio(c.impressions, c.responses),
    Cpc: ratio(c.net, c.clicks),
    Ctr: ratio(c.clicks, c.impressions),
  }),
};

/** App ads: ad units x countries. */
export const appAdsModel: ReportModel = {
  name: 'appAds',
  scopedBy: {
    kind: 'app',
    idOf: (keys) => Number(appUnits().find((row) => row.zone_name === keys.AdUnit)?.app_id),
  },
  factsOfDay: (day) => {
    const platform = new Map(apps().map((app) => [app.app_id, app.app_platform]));
    const units = appUnits().map((unitRow) => ({
      key: unitRow.zone_name,
      extra: {
        App: unitRow.app_name,
        AdFormat: unitRow.ad_format,
        OS: platform.get(unitRow.app_id) ?? 'ANDROID',
      },
    }));
    return combine(day, { AdUnit: units, Country: plain(COUNTRY_CODES) }, (seed, scale) => {
      const requests = Math.round(between(`${seed}|req`, 2000, 9000) * scale);
      const responses = Math.round(requests * (0.5 + 0.4 * unit(`${seed}|fill`)));
      const impressions = Math.round(responses * (0.6 + 0.35 * unit(`${seed}|imp`)));
      const clicks = Math.round(impressions * (0.005 + 0.03 * unit(`${seed}|ctr`)));
      return {
        requests,
        responses,
        impressions,
        clicks,
        revenue: cents((impressions / 1000) * (1 + 9 * unit(`${seed}|cpm`))),
      };
    });
  },
  filters: { app_os: 'OS', app_name: 'App', ad_format: 'AdFormat', ad_name: 'AdUnit' },
  derive: (c) => ({
    Impressions: c.impressions ?? 0,
    Clicks: c.clicks ?? 0,
    AdRequest: c.requests ?? 0,
    AdResponse: c.responses ?? 0,
    Ecpm: ratio((c.revenue ?? 0) * 1000, c.impressions),
    AdFillRate: ratio(c.responses, c.requests),
    AdImpRate: ratio(c.impressions, c.responses),
    Ctr: ratio(c.clicks, c.impressions),
    NetRevenue: c.revenue ?? 0,
  }),
};

const searchSites = () => plain(servingSearchDomains().map((domain) => domain.domain));
/** Search reports are limited to the search sites of the user group's data scope. */
const bySearchSite: ReportModel['scopedBy'] = {
  kind: 'search_site',
  idOf: (keys) => searchSiteIdOf(keys.Site),
};

/** Search ads revenue: search sites x countries. */
export const searchAdsModel: ReportModel = {
  name: 'searchAds',
  scopedBy: bySearchSite,
  factsOfDay: (day) =>
    combine(day, { Site: searchSites(), Country: plain(COUNTRY_CODES) }, (seed, scale) => {
      const requests = Math.round(between(`${seed}|req`, 300, 2500) * scale);
      const impressions = Math.round(requests * (0.4 + 0.5 * unit(`${seed}|fill`)));
      const clicks = Math.round(impressions * (0.01 + 0.05 * unit(`${seed}|ctr`)));
      const gross = cents(clicks * (0.05 + 0.6 * unit(`${seed}|cpc`)));
      return { requests, impressions, clicks, gross, revenue: cents(gross * 0.75) };
    }),
  filters: { domains: 'Site', country_code: 'Country' },
  derive: (c) => ({
    GrossRevenue: c.gross ?? 0,
    Revenue: c.revenue ?? 0,
    Impressions: c.impressions ?? 0,
    Clicks: c.clicks ?? 0,
    ECpm: ratio((c.gross ?? 0) * 1000, c.impressions),
    FillRate: ratio(c.impressions, c.requests),
    AdRequest: c.requests ?? 0,
  }),
};

/** User analytics: content sites x devices x countries. */
export const userAnalyticsModel: ReportModel = {
  name: 'userAnalytics',
  scopedBy: {
    kind: 'content_site',
    idOf: (keys) => db().sites.find((site) => site.domain === keys.Domain)?.id,
  },
  factsOfDay: (day) =>
    combine(
      day,
      {
        Domain: plain(db().sites.map((site) => site.domain)),
        Device: plain(DEVICE_NAMES),
        Country: plain(COUNTRY_CODES),
      },
      (seed, scale) => {
        const uvs = Math.round(between(`${seed}|uv`, 100, 900) * scale);
        const activeUvs = Math.round(uvs * (0.6 + 0.35 * unit(`${seed}|active`)));
        const visits = Math.round(uvs * (1.1 + 0.6 * unit(`${seed}|visits`)));
        const bounces = Math.round(visits * (0.2 + 0.5 * unit(`${seed}|bounce`)));
        const pageviews = Math.round(visits * (1.5 + 3 * unit(`${seed}|pv`)));
        const impressions = Math.round(pageviews * (1 + 2 * unit(`${seed}|imp`)));
        return {
          uvs,
          activeUvs,
          visits,
          bounces,
          pageviews,
          impressions,
          revenue: cents((impressions / 1000) * (0.5 + 2 * unit(`${seed}|cpm`))),
        };
      },
    ),
  filters: { domains: 'Domain', devices: 'Device', countries: 'Country' },
  derive: (c) => ({
    ActiveUvs: c.activeUvs ?? 0,
    BounceRate: ratio(c.bounces, c.visits),
    Rpv: ratio(c.revenue, c.pageviews),
    Ipv: ratio(c.impressions, c.pageviews),
    Rpu: ratio(c.revenue, c.activeUvs),
    Ipu: ratio(c.impressions, c.activeUvs),
    Rpm: ratio((c.revenue ?? 0) * 1000, c.pageviews),
    Arpu: ratio(c.revenue, c.uvs),
    Pageviews: c.pageviews ?? 0,
  }),
};

const activeKeywords = () =>
  plain(
    keywords()
      .filter((keyword) => keyword.status === 1)
      .map((k) => k.key_word)
      .slice(0, 8),
  );

function searchCounts(seed: string, scale: number) {
  const lpPv = Math.round(between(`${seed}|lp`, 50, 600) * scale);
  const searchPv = Math.round(lpPv * (0.3 + 0.5 * unit(`${seed}|search`)));
  const impressions = Math.round(searchPv * (1 + 2 * unit(`${seed}|imp`)));
  const clicks = Math.round(searchPv * (0.05 + 0.25 * unit(`${seed}|click`)));
  const searchUv = Math.round(searchPv * (0.6 + 0.3 * unit(`${seed}|uv`)));
  return {
    lpPv,
    searchPv,
    impressions,
    clicks,
    searchUv,
    revenue: cents(clicks * (0.05 + 0.8 * unit(`${seed}|cpc`))),
  };
}

/** Search visits of a content page (sites x keywords x countries) and of a middle page (sites x keywords). */
const contentPageFacts = (day: string) =>
  combine(
    day,
    { Site: searchSites(), Keyword: activeKeywords(), Country: plain(COUNTRY_CODES) },
    searchCounts,
  );
const middlePageFacts = (day: string) =>
  combine(day, { Site: searchSites(), Keyword: activeKeywords() }, searchCounts);

/** Keyword data, content page (AFS). */
export const keywordAfsModel: ReportModel = {
  name: 'keywordAfs',
  scopedBy: bySearchSite,
  factsOfDay: contentPageFacts,
  filters: { domain: 'Site', keyword: 'Keyword', country: 'Country' },
  derive: (c) => ({
    Lp_Pv: c.lpPv ?? 0,
    Search_Pv: c.searchPv ?? 0,
    Impressions: c.impressions ?? 0,
    Clicks: c.clicks ?? 0,
    Revenue: c.revenue ?? 0,
  }),
};

/** Keyword data, middle page (AFD). */
export const keywordAfdModel: ReportModel = {
  name: 'keywordAfd',
  scopedBy: bySearchSite,
  factsOfDay: middlePageFacts,
  filters: { domain: 'Site', keyword: 'Keyword' },
  derive: (c) => ({ Clicks: c.clicks ?? 0, Revenue: c.revenue ?? 0 }),
};

/** The campaign marks of a tracked visit (utm source, sub1 to sub3), drawn from its keys. */
function tracked(fact: Fact, withInformation: boolean): Fact {
  const seed = Object.values(fact.keys).join('|');
  fact.keys.Sub1 = `campaign_${between(`${seed}|sub1`, 1, 3)}`;
  fact.keys.Sub2 = `adset_${between(`${seed}|sub2`, 1, 2)}`;
  fact.keys.Sub3 = `ad_${between(`${seed}|sub3`, 1, 2)}`;
  if (withInformation) {
    const article = oneOf(
      `${seed}|news`,
      news().filter((item) => item.status === 1),
    );
    fact.keys.InformationId = String(article.id);
    fact.keys.Information = article.title;
    fact.keys.UtmSource = oneOf(`${seed}|utm`, UTM_SOURCE_NAMES);
  }
  return fact;
}

const subFilters = { sub1: 'Sub1', sub2: 'Sub2', sub3: 'Sub3' };

/** Tracking report, content page: the content page's visits, each with its campaign marks. */
export const trackingAfsModel: ReportModel = {
  name: 'trackingAfs',
  scopedBy: bySearchSite,
  factsOfDay: (day) => contentPageFacts(day).map((fact) => tracked(fact, true)),
  filters: {
    domain: 'Site',
    keyword: 'Keyword',
    country: 'Country',
    information: 'InformationId',
    utm_source: 'UtmSource',
    ...subFilters,
  },
  derive: (c) => ({
    Lp_Pv: c.lpPv ?? 0,
    Search_Pv: c.searchPv ?? 0,
    Search_Click: c.clicks ?? 0,
    Net_Revenue: c.revenue ?? 0,
  }),
};

/** Tracking report, middle page: the middle page's visits, each with its campaign marks. */
export const trackingAfdModel: ReportModel = {
  name: 'trackingAfd',
  scopedBy: bySearchSite,
  factsOfDay: (day) => middlePageFacts(day).map((fact) => tracked(fact, false)),
  filters: { domain: 'Site', ...subFilters },
  derive: (c) => ({ Search_Uv: c.searchUv ?? 0, Search_Click: c.clicks ?? 0, Net_Revenue: c.revenue ?? 0 }),
};

/** Widget revenue: widgets x countries. */
export const widgetModel: ReportModel = {
  name: 'widget',
  factsOfDay: (day) =>
    combine(day, { WidgetId: plain(widgetIds()), Country: plain(COUNTRY_CODES) }, (seed, scale) => {
      const impressions = Math.round(between(`${seed}|imp`, 500, 5000) * scale);
      const clicks = Math.round(impressions * (0.005 + 0.04 * unit(`${seed}|ctr`)));
      return { impressions, clicks, revenue: cents((impressions / 1000) * (0.3 + 3 * unit(`${seed}|cpm`))) };
    }),
  filters: { widget: 'WidgetId', country: 'Country' },
  dimensionColumns: { Widget: (keys) => ({ WidgetId: keys.WidgetId }) },
  derive: (c) => ({
    Impression: c.impressions ?? 0,
    Clicks: c.clicks ?? 0,
    CTR: ratio(c.clicks, c.impressions),
    Revenue: c.revenue ?? 0,
    Ecpm: ratio((c.revenue ?? 0) * 1000, c.impressions),
  }),
};

/** The management spec's revenue report: one revenue figure a day. */
export const revenueModel: ReportModel = {
  name: 'revenue',
  factsOfDay: (day) =>
    combine(day, {}, (seed, scale) => ({ revenue: cents(between(`${seed}|rev`, 800, 3000) * scale) })),
  filters: {},
  derive: (c) => ({ Revenue: c.revenue ?? 0 }),
};

/** Content sites that serve pages (verified): the sites the Information articles are read on. */
const SERVING_SITE_STATUSES = ['Active', 'Live', 'Successful'];

/**
 * Content revenue: each published Information article (status Active) on each serving content
 * site, a day's page views, the ad impressions and clicks on them, and the revenue.
 */
export const contentRevenueModel: ReportModel = {
  name: 'contentRevenue',
  scopedBy: { kind: 'content_site', idOf: (keys) => Number(keys.SiteId) },
  factsOfDay: (day) =>
    combine(
      day,
      {
        InformationId: news()
          .filter((item) => item.status === 1)
          .map((item) => ({ key: String(item.id), extra: { Information: item.title } })),
        SiteId: db()
          .sites.filter((site) => SERVING_SITE_STATUSES.includes(site.verify_status))
          .map((site) => ({ key: String(site.id), extra: { Domain: site.domain } })),
      },
      (seed, scale) => {
        const pageViews = Math.round(between(`${seed}|pv`, 200, 2400) * scale);
        const impressions = Math.round(pageViews * (1.2 + 1.8 * unit(`${seed}|imp`)));
        const clicks = Math.round(impressions * (0.003 + 0.015 * unit(`${seed}|ctr`)));
        return {
          pageViews,
          impressions,
          clicks,
          revenue: cents((impressions / 1000) * (0.6 + 2.4 * unit(`${seed}|cpm`))),
        };
      },
    ),
  filters: { site_id: 'SiteId', information: 'InformationId' },
  dimensionColumns: { Site: (keys) => ({ Domain: keys.Domain }) },
  derive: (c) => ({
    PageViews: c.pageViews ?? 0,
    AdImpressions: c.impressions ?? 0,
    Clicks: c.clicks ?? 0,
    Ctr: ratio(c.clicks, c.impressions),
    Revenue: c.revenue ?? 0,
    PageRpm: ratio((c.revenue ?? 0) * 1000, c.pageViews),
  }),
};

/**
 * The hand-tuned models by name: a report config's tab picks one with `mock: { model: '<name>' }`
 * instead of the generic model (src/mocks/handlers/reports/generic.ts).
 */
export const HAND_TUNED_MODELS: Record<string, ReportModel> = Object.fromEntries(
  [
    contentAdsModel,
    appAdsModel,
    searchAdsModel,
    userAnalyticsModel,
    keywordAfsModel,
    keywordAfdModel,
    trackingAfsModel,
    trackingAfdModel,
    widgetModel,
    revenueModel,
    contentRevenueModel,
  ].map((model) => [model.name, model]),
);
