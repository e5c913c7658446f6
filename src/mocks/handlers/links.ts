import { http } from 'msw';
import { INFORMATION_STATUS } from '../../schemas/information';
import linkSchema, { flattenUtm, nestUtm } from '../../schemas/link';
import { registerOwner } from '../authorization/owners';
import { nextId, now, save, table } from '../db';
import { acceptedValues } from '../generic/records';
import { validateWithDictionaries } from '../dictionaryChoices';
import { between, contains, csvAnswer, daysAgo, equals, filtered, listAnswer } from '../listing';
import { API, fail, ok } from '../respond';
import type { MockUser } from '../seed';
import { inScope } from '../scope';
import { jsonBody, signedIn } from '../signedIn';
import { articles } from './information';
import { searchSites } from './searchSites';
import { serveResource } from '../generic/served';

type Values = Record<string, unknown>;

export interface MockLink extends Values {
  id: number;
  domain: string;
  domain_type: string;
  lp_type: string;
  key_word: string;
  utm_source: string;
  created_user_name: string;
  created_time: string;
  link_url: string;
}

/** A link whose article breaks the rules (a Failed article), so the View warning can be seen. */
export const VIOLATING_LINK = 5003;
const VIOLATING_ARTICLE = 7003;

/** The link's article as the Information screen has it now: a Failed article is a violation. */
function withArticle(link: MockLink): MockLink {
  const article = articles().find((row) => String(row.id) === String(link.feed_id));
  if (!article) return link;
  const status = article.status === INFORMATION_STATUS.failed ? 'violation' : 'normal';
  return {
    ...link,
    feed_info: { title: article.title, item_id: article.id, status, path: `/a/${article.id}` },
  };
}

const linkUrl = (link: Values) =>
  `https://${String(link.domain)}/lp/${String(link.lp_type)}?kw=${encodeURIComponent(String(link.key_word))}&utm_source=${String(link.utm_source)}&id=${String(link.id)}`;

const seedLink = (id: number, domain: string, domain_type: string, rest: Values, age: number): MockLink => {
  const link = {
    id,
    domain,
    domain_type,
    channel_id: `ch_${id}`,
    lp_type: 'content_page',
    key_word: 'best running shoes',
    other_key_word: ['trail shoes', 'marathon shoes'],
    style_id: 1,
    style_info: { template_name: 'Classic', template_theme: 'light' },
    utm_source: 'facebook',
    utm_param: { pixel_id: 'px-100', access_token: '', postback_url: '', event_map: [], kwhl: '' },
    sub1: '',
    sub2: '',
    sub3: '',
    created_user_name: 'Publisher',
    created_time: daysAgo(age),
    ...rest,
  } as unknown as MockLink;
  return { ...link, link_url: linkUrl(link) };
};

export const links = () =>
  table<MockLink>('landingLinks', () => [
    seedLink(5001, 'findit.example', 'BeesAds', { feed_id: 7001 }, 20),
    seedLink(
      5002,
      'parkedsearch.example',
      'Sedo',
      {
        lp_type: 'middle_page',
        key_word: 'cheap flights',
        utm_source: 'taboola',
        kw_language: 'en',
        other_key_word: [],
      },
      15,
    ),
    seedLink(
      VIOLATING_LINK,
      'findit.example',
      'BeesAds',
      {
        feed_id: VIOLATING_ARTICLE,
        utm_source: 'others',
        utm_param: {},
      },
      5,
    ),
  ]);

/** The search sites the user's data scope grants, and their links. */
const sitesOf = (user: MockUser) => inScope(user, 'search_site', searchSites(), (site) => site.id);
const linksOf = (user: MockUser) => {
  const domains = new Set(sitesOf(user).map((site) => site.domain));
  return links().filter((link) => domains.has(link.domain));
};

// The authorization layer checks a link's search site against the caller's data scope.
registerOwner('link', (id) => {
  const link = links().find((row) => String(row.id) === id);
  if (!link) return undefined;
  return searchSites().find((site) => site.domain === link.domain)?.id ?? Number.NaN;
});

const linkFilters = (query: URLSearchParams) => [
  contains<MockLink>(query, 'domain'),
  equals<MockLink>(query, 'lp_type'),
  contains<MockLink>(query, 'key_word'),
  equals<MockLink>(query, 'utm_source'),
  equals<MockLink>(query, 'feed_id'),
  contains<MockLink>(query, 'created_user_name'),
  between<MockLink>(query, 'created_time_begin', 'created_time_end', 'created_time'),
];

export const linkHandlers = [
  http.get(
    `${API}/ssp_publisher/link/list`,
    signedIn(({ query, user }) => listAnswer(linksOf(user), query, linkFilters(query))),
  ),

  http.get(
    `${API}/ssp_publisher/link/export`,
    signedIn(({ query, user }) =>
      csvAnswer(
        linkSchema,
        [
          'id',
          'domain',
          'lp_type',
          'key_word',
          'other_key_word',
          'utm_source',
          'feed_id',
          'created_user_name',
          'created_time',
          'link_url',
        ],
        filtered(linksOf(user), linkFilters(query), query),
        'links.csv',
      ),
    ),
  ),

  http.get(
    `${API}/ssp_publisher/link/:id`,
    signedIn(({ params }) => {
      const link = links().find((row) => String(row.id) === String(params.id));
      return link ? ok(withArticle(link)) : fail('Link not found');
    }),
  ),

  http.post(
    `${API}/ssp_publisher/link`,
    signedIn(async ({ request, user }) => {
      // Only the fields the form declares are kept: anything else in the body is dropped.
      const accepted = acceptedValues(linkSchema, flattenUtm(await jsonBody(request)), 'create');
      const site = searchSites().find((row) => row.domain === accepted.domain);
      // The site's type decides the rules, whatever the request says.
      const values = { ...accepted, domain_type: site?.domain_type };
      const invalid = validateWithDictionaries(linkSchema, values, 'create');
      if (invalid) return fail(invalid);
      if (!site) return fail('Site not found');
      const link = {
        ...nestUtm(accepted),
        id: nextId(),
        domain_type: site.domain_type,
        channel_id: site.channel_id,
        pub_id: site.pub_id,
        created_user_name: user.user_name,
        created_time: now(),
      } as unknown as MockLink;
      link.link_url = linkUrl(link);
      links().push(link);
      save();
      return ok(link);
    }),
  ),
];

// Where the activity log finds the rows a change touches (the calls are irregular, above).
serveResource(linkSchema, { rows: links });
