import type { ReportView } from '../../../reports/types';
import { db } from '../../store/db';
import { DICTIONARIES } from '../inventory/dictionaries';
import type { Fact, ReportModel } from './engine';
import { UTM_SOURCE_NAMES } from '../../../schemas/enums';
import {
  COUNTRY_CODES,
  DEVICE_NAMES,
  widgetIds,
  appUnits,
  apps,
  keywords,
  news,
  servingSearchDomains,
} from './inventory';
import { between, oneOf, unit } from './random';

/** b ? a / b : null, the rule of every rate. */
export const ratio = (a = 0, b = 0) => (b ? a / b : null);
/** A weekly rhythm so the graph is not flat: weekends a little lower. */
const weekday = (day: string) => ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) ? 0.8 : 1);
/** Money with cents. */
export const cents = (value: number) => Math.round(value * 100) / 100;

type KeyLists = Record<string, { key: string; extra?: Record<string, string> }[]>;

/** Facts for every combination of the given key lists on one day, each with counts drawn from them. */
export function combine(
  day: string,
  lists: KeyLists,
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

/**
 * One count of a fact, drawn with the seed `<fact>|<tag>`: either a whole number in [low, high]
 * scaled by the day (`money`: with cents), or an earlier count `of` times (base + spread x a draw),
 * a whole number, `money` (with cents) or `perMille` (money per thousand of `of`).
 */
type Draw =
  | [count: string, tag: string, low: number, high: number, how?: 'money']
  | [count: string, tag: string, of: string, base: number, spread: number, how?: 'money' | 'perMille'];

function drawAll(draws: Draw[]) {
  return (seed: string, scale: number) => {
    const counts: Record<string, number> = {};
    for (const [count, tag, from, low, high, how] of draws) {
      if (typeof from === 'number') {
        const value = between(`${seed}|${tag}`, from, low) * scale;
        counts[count] = high === 'money' ? cents(value) : Math.round(value);
        continue;
      }
      const share = low + (high as number) * unit(`${seed}|${tag}`);
      if (how === 'perMille') counts[count] = cents((counts[from] / 1000) * share);
      else counts[count] = how === 'money' ? cents(counts[from] * share) : Math.round(counts[from] * share);
    }
    return counts;
  };
}

/**
 * A hand-tuned report model: the facts' keys per day, how their counts are drawn (each count a
 * share of an earlier one, so rates stay plausible), the filters the tab's config does not tell
 * (viewFilters), and how a metric other than a count of its own name is made: another count's
 * name, or a rate [numerator, denominator, factor] (null when there is nothing to divide). The
 * metrics are the tab's.
 */
export interface TunedModel {
  keys: (day: string) => KeyLists;
  /** The counts' draws, or the function drawing a fact's counts (the generic model's). */
  draws: Draw[] | ((seed: string, scale: number) => Record<string, number>);
  /** Keys drawn after the counts, from the fact's keys (a content ad's zone, a visit's campaign). */
  then?: (fact: Fact) => Fact;
  /** Payload field -> fact key, for a filter whose value is a record's id rather than a dimension's. */
  filters?: Record<string, string>;
  metrics?: Record<string, string | [string, string, number?]>;
  /** The facts of a day made another way than from `keys` and `draws` (the Revenue report's). */
  facts?: (day: string) => Fact[];
}

/** The columns of a tab's dimensions, read from the fact keys of the same names. */
export const viewColumns = (view: ReportView): ReportModel['dimensionColumns'] =>
  Object.fromEntries(
    view.dimensions.map((dimension) => [
      dimension.value,
      (keys: Record<string, string>) =>
        Object.fromEntries(dimension.columns.map((column) => [column.key, keys[column.key] ?? ''])),
    ]),
  );

/** Names compared without case, spaces or punctuation: 'Ad Unit', 'ad_unit' and 'AdUnit' alike. */
const squeezed = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Payload field -> fact key of a tab's filters, read from its config: a filter whose key, payload
 * field or label names a dimension filters on the dimension's first column, one naming a column on
 * that column; `own` says it for the others.
 */
export function viewFilters(view: ReportView, own: Record<string, string> = {}): Record<string, string> {
  const dimensions = view.dimensions.filter((dimension) => dimension.value !== 'Date');
  const factKey = (filter: ReportView['filters'][number]) => {
    const names = new Set([filter.key, filter.param, filter.label].map(squeezed));
    for (const { value, label, columns } of dimensions) {
      const column = columns.find(({ key }) => names.has(squeezed(key)));
      if (column) return column.key;
      if (names.has(squeezed(value)) || names.has(squeezed(label))) return columns[0].key;
    }
    return undefined;
  };
  const entries = view.filters.map((filter) => [filter.param, own[filter.param] ?? factKey(filter)]);
  return Object.fromEntries(entries.filter(([, key]) => key !== undefined));
}

/** A hand-tuned model's facts of one day, from its keys and draws. */
function factsOf(tuned: TunedModel, day: string, draw = drawOf(tuned)): Fact[] {
  const facts = combine(day, tuned.keys(day), draw);
  return tuned.then ? facts.map(tuned.then) : facts;
}

const drawOf = (tuned: TunedModel) =>
  typeof tuned.draws === 'function' ? tuned.draws : drawAll(tuned.draws);

/** The model of a tab made by a hand-tuned model. */
export function tunedModel(name: string, tuned: TunedModel, view: ReportView): ReportModel {
  const draw = drawOf(tuned);
  return {
    name,
    factsOfDay: (day) => tuned.facts?.(day) ?? factsOf(tuned, day, draw),
    filters: viewFilters(view, tuned.filters),
    dimensionColumns: viewColumns(view),
    derive: (c) =>
      Object.fromEntries(
        view.metrics.map(({ key }) => {
          const made = tuned.metrics?.[key] ?? key;
          if (typeof made === 'string') return [key, c[made] ?? 0];
          const [num, den, factor = 1] = made;
          return [key, ratio((c[num] ?? 0) * factor, c[den])];
        }),
      ),
  };
}

/** Content ads: sites x devices x countries, each fact served by one of the site's zones and a channel. */
const contentAds: TunedModel = {
  keys: () => ({
    SiteId: db().sites.map((site) => ({
      key: String(site.id),
      extra: { Domain: site.domain, TimeZone: site.timezone },
    })),
    Device: plain(DEVICE_NAMES),
    Country: plain(COUNTRY_CODES),
  }),
  draws: [
    ['TotalAdRequests', 'req', 800, 4000],
    ['AdRequest', 'valid', 'TotalAdRequests', 0.85, 0.1],
    ['responses', 'fill', 'AdRequest', 0.55, 0.35],
    ['Impressions', 'imp', 'responses', 0.7, 0.25],
    ['Clicks', 'ctr', 'Impressions', 0.002, 0.02],
    ['GrossRevenue', 'cpm', 'Impressions', 0.4, 2.6, 'perMille'],
    ['NetRevenue', '', 'GrossRevenue', 0.7, 0, 'money'],
  ],
  then: (fact) => {
    const { zones, channels } = db();
    const siteZones = zones.filter((zone) => String(zone.site_id) === fact.keys.SiteId);
    const zone = siteZones.length ? oneOf(`${fact.day}|${fact.keys.Device}|zone`, siteZones) : undefined;
    const channel = oneOf(`${fact.keys.SiteId}|${fact.keys.Country}|channel`, channels);
    const adTypes = DICTIONARIES.zoneType.map((type) => String(type.value));
    fact.keys.Zone = zone ? String(zone.zone_id) : '';
    fact.keys.AdFormat = zone ? String(zone.ad_type) : oneOf(`${fact.keys.SiteId}|format`, adTypes);
    fact.keys.Channel = channel ? String(channel.id) : '';
    fact.keys.ChannelName = channel?.name ?? '';
    return fact;
  },
  filters: { SiteId: 'SiteId' },
  metrics: {
    ECpm: ['GrossRevenue', 'Impressions', 1000],
    FillRate: ['responses', 'AdRequest'],
    ResponseRate: ['responses', 'TotalAdRequests'],
    ImpressionRate: ['Impressions', 'responses'],
    Cpc: ['NetRevenue', 'Clicks'],
    Ctr: ['Clicks', 'Impressions'],
  },
};

/** App ads: ad units x countries. */
const appAds: TunedModel = {
  keys: () => {
    const platform = new Map(apps().map((app) => [app.app_id, app.app_platform]));
    const units = appUnits().map((unitRow) => ({
      key: unitRow.zone_name,
      extra: {
        App: unitRow.app_name,
        AdFormat: unitRow.ad_format,
        OS: platform.get(unitRow.app_id) ?? 'ANDROID',
      },
    }));
    return { AdUnit: units, Country: plain(COUNTRY_CODES) };
  },
  draws: [
    ['AdRequest', 'req', 2000, 9000],
    ['AdResponse', 'fill', 'AdRequest', 0.5, 0.4],
    ['Impressions', 'imp', 'AdResponse', 0.6, 0.35],
    ['Clicks', 'ctr', 'Impressions', 0.005, 0.03],
    ['NetRevenue', 'cpm', 'Impressions', 1, 9, 'perMille'],
  ],
  metrics: {
    Ecpm: ['NetRevenue', 'Impressions', 1000],
    AdFillRate: ['AdResponse', 'AdRequest'],
    AdImpRate: ['Impressions', 'AdResponse'],
    Ctr: ['Clicks', 'Impressions'],
  },
};

const searchSites = () => plain(servingSearchDomains().map((domain) => domain.domain));
/** Search ads revenue: search sites x countries. */
const searchAds: TunedModel = {
  keys: () => ({ Site: searchSites(), Country: plain(COUNTRY_CODES) }),
  draws: [
    ['AdRequest', 'req', 300, 2500],
    ['Impressions', 'fill', 'AdRequest', 0.4, 0.5],
    ['Clicks', 'ctr', 'Impressions', 0.01, 0.05],
    ['GrossRevenue', 'cpc', 'Clicks', 0.05, 0.6, 'money'],
    ['Revenue', '', 'GrossRevenue', 0.75, 0, 'money'],
  ],
  metrics: { ECpm: ['GrossRevenue', 'Impressions', 1000], FillRate: ['Impressions', 'AdRequest'] },
};

/** User analytics: content sites x devices x countries. */
const userAnalytics: TunedModel = {
  keys: () => ({
    Domain: plain(db().sites.map((site) => site.domain)),
    Device: plain(DEVICE_NAMES),
    Country: plain(COUNTRY_CODES),
  }),
  draws: [
    ['uvs', 'uv', 100, 900],
    ['ActiveUvs', 'active', 'uvs', 0.6, 0.35],
    ['visits', 'visits', 'uvs', 1.1, 0.6],
    ['bounces', 'bounce', 'visits', 0.2, 0.5],
    ['Pageviews', 'pv', 'visits', 1.5, 3],
    ['impressions', 'imp', 'Pageviews', 1, 2],
    ['revenue', 'cpm', 'impressions', 0.5, 2, 'perMille'],
  ],
  metrics: {
    BounceRate: ['bounces', 'visits'],
    Rpv: ['revenue', 'Pageviews'],
    Ipv: ['impressions', 'Pageviews'],
    Rpu: ['revenue', 'ActiveUvs'],
    Ipu: ['impressions', 'ActiveUvs'],
    Rpm: ['revenue', 'Pageviews', 1000],
    Arpu: ['revenue', 'uvs'],
  },
};

const activeKeywords = () =>
  plain(
    keywords()
      .filter((keyword) => keyword.status === 1)
      .map((k) => k.key_word)
      .slice(0, 8),
  );

/** The search visits of a landing page: its views, searches, ads seen and clicked, and revenue. */
const SEARCH_DRAWS: Draw[] = [
  ['Lp_Pv', 'lp', 50, 600],
  ['Search_Pv', 'search', 'Lp_Pv', 0.3, 0.5],
  ['Impressions', 'imp', 'Search_Pv', 1, 2],
  ['Clicks', 'click', 'Search_Pv', 0.05, 0.25],
  ['Search_Uv', 'uv', 'Search_Pv', 0.6, 0.3],
  ['Revenue', 'cpc', 'Clicks', 0.05, 0.8, 'money'],
];
/** A content page's visits: sites x keywords x countries. */
const contentPage = {
  keys: () => ({ Site: searchSites(), Keyword: activeKeywords(), Country: plain(COUNTRY_CODES) }),
  draws: SEARCH_DRAWS,
};
/** A middle page's visits: sites x keywords. */
const middlePage = {
  keys: () => ({ Site: searchSites(), Keyword: activeKeywords() }),
  draws: SEARCH_DRAWS,
};
const tracked = { Search_Click: 'Clicks', Net_Revenue: 'Revenue' };

/** The campaign marks of a tracked visit (utm source, sub1 to sub3), drawn from its keys. */
const trackedBy = (withInformation: boolean) => (fact: Fact) => {
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
};

/**
 * The management spec's revenue report: one revenue figure a day, the sum of the day's net
 * revenue of content ads, app ads and search ads, each fact keeping the site, app or search site
 * it comes from (the config's scope reads them), so a total is the sum of its sources.
 */
const REVENUE_SOURCES: [model: TunedModel, count: string][] = [
  [contentAds, 'NetRevenue'],
  [appAds, 'NetRevenue'],
  [searchAds, 'Revenue'],
];
const revenue: TunedModel = {
  keys: () => ({}),
  draws: [],
  facts: (day) =>
    REVENUE_SOURCES.flatMap(([source, count]) =>
      factsOf(source, day).map((fact) => ({ ...fact, counts: { Revenue: fact.counts[count] ?? 0 } })),
    ),
};

/** Content sites that serve pages (verified): the sites the Information articles are read on. */
const SERVING_SITE_STATUSES = ['Active', 'Live', 'Successful'];

/**
 * Content revenue: each published Information article (status Active) on each serving content
 * site, a day's page views, the ad impressions and clicks on them, and the revenue.
 */
const contentRevenue: TunedModel = {
  keys: () => ({
    InformationId: news()
      .filter((item) => item.status === 1)
      .map((item) => ({ key: String(item.id), extra: { Information: item.title } })),
    SiteId: db()
      .sites.filter((site) => SERVING_SITE_STATUSES.includes(site.verify_status))
      .map((site) => ({ key: String(site.id), extra: { Domain: site.domain } })),
  }),
  draws: [
    ['PageViews', 'pv', 200, 2400],
    ['AdImpressions', 'imp', 'PageViews', 1.2, 1.8],
    ['Clicks', 'ctr', 'AdImpressions', 0.003, 0.015],
    ['Revenue', 'cpm', 'AdImpressions', 0.6, 2.4, 'perMille'],
  ],
  filters: { site_id: 'SiteId', information: 'InformationId' },
  metrics: { Ctr: ['Clicks', 'AdImpressions'], PageRpm: ['Revenue', 'PageViews', 1000] },
};

/**
 * The hand-tuned models by name: a report config's tab picks one with `mock: { model: '<name>' }`
 * instead of the generic model (src/mocks/handlers/reports/generic.ts).
 */
export const HAND_TUNED_MODELS: Record<string, TunedModel> = {
  contentAds,
  appAds,
  searchAds,
  userAnalytics,
  // Keyword data, content page (AFS) and middle page (AFD).
  keywordAfs: contentPage,
  keywordAfd: middlePage,
  // Tracking report: the same visits, each with its campaign marks.
  trackingAfs: {
    ...contentPage,
    then: trackedBy(true),
    filters: { information: 'InformationId' },
    metrics: tracked,
  },
  trackingAfd: {
    ...middlePage,
    then: trackedBy(false),
    metrics: tracked,
  },
  // Widget revenue: widgets x countries.
  widget: {
    keys: () => ({ WidgetId: plain(widgetIds()), Country: plain(COUNTRY_CODES) }),
    draws: [
      ['Impression', 'imp', 500, 5000],
      ['Clicks', 'ctr', 'Impression', 0.005, 0.04],
      ['Revenue', 'cpm', 'Impression', 0.3, 3, 'perMille'],
    ],
    metrics: { CTR: ['Clicks', 'Impression'], Ecpm: ['Revenue', 'Impression', 1000] },
  },
  revenue,
  contentRevenue,
};
