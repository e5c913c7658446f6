import { daysAgo } from '../../store/seed';
import { INFORMATION_STATUS } from '../../../schemas/information';
import linkSchema, { type LinkRow } from '../../../schemas/link';
import { registerOwner } from '../../authorization/owners';
import { nextId, table } from '../../store/db';
import { serveResource } from '../../generic/served';
import { articles } from './information';
import { searchSites } from './searchSites';

type Values = Record<string, unknown>;

/** A stored link: the link schema's record, its utm keys nested in `utm_param`, with its URL. */
export type MockLink = Values & Pick<LinkRow, 'id' | 'domain'> & { link_url: string };

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

/** A middle page link's own values, and those of a link without tracking (utm source Others). */
const middlePage = () => ({
  lp_type: 'middle_page',
  key_word: 'cheap flights',
  utm_source: 'taboola',
  kw_language: 'en',
  other_key_word: [],
});
const untracked = () => ({ utm_source: 'others', utm_param: {} });

export const links = () =>
  table<MockLink>('landingLinks', () => [
    seedLink(5001, 'findit.example', 'BeesAds', { feed_id: 7001 }, 20),
    seedLink(5002, 'parkedsearch.example', 'Sedo', middlePage(), 15),
    seedLink(VIOLATING_LINK, 'findit.example', 'BeesAds', { feed_id: VIOLATING_ARTICLE, ...untracked() }, 5),
  ]);

// The authorization layer checks a link's search site against the caller's data scope.
registerOwner('link', (id) => {
  const link = links().find((row) => String(row.id) === id);
  if (!link) return undefined;
  return searchSites().find((site) => site.domain === link.domain)?.id ?? Number.NaN;
});

const siteNamed = (domain: unknown) => searchSites().find((row) => row.domain === domain);

// A link takes its site's type, channel and pub id; its detail carries its article.
serveResource(linkSchema, {
  rows: links,
  newId: nextId,
  notFound: 'Link not found',
  exact: ['feed_id'],
  // The site's type decides the rules, whatever the request says.
  accepted: (values) => ({ ...values, domain_type: siteNamed(values.domain)?.domain_type }),
  refuse: ({ domain }) => (siteNamed(domain) ? undefined : 'Site not found'),
  created: (link, user) => {
    const site = siteNamed(link.domain);
    return {
      channel_id: site?.channel_id,
      pub_id: site?.pub_id,
      created_user_name: user.user_name,
      link_url: linkUrl(link),
    };
  },
  exportKeys: () => [
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
  shown: (link) => withArticle(link as MockLink),
});
