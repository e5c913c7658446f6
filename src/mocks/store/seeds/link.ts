import type { LinkRow } from '../../../schemas/link';
import { daysAgo } from '../seed';

type Values = Record<string, unknown>;

/** A stored link: the link schema's record, its utm keys nested in `utm_param`, with its URL. */
export type MockLink = Values & Pick<LinkRow, 'id' | 'domain'> & { link_url: string };

/** A link whose article breaks the rules (a Failed article), so the View warning can be seen. */
export const VIOLATING_LINK = 5003;
const VIOLATING_ARTICLE = 7003;

/** The URL a link sends its visitors to, made from its values. */
export const linkUrl = (link: Values) =>
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

/** The landing page links (table landingLinks), on seeded search sites, two naming seeded articles. */
export default function linkSeed(): MockLink[] {
  return [
    seedLink(5001, 'findit.example', 'BeesAds', { feed_id: 7001 }, 20),
    seedLink(5002, 'parkedsearch.example', 'Sedo', middlePage(), 15),
    seedLink(VIOLATING_LINK, 'findit.example', 'BeesAds', { feed_id: VIOLATING_ARTICLE, ...untracked() }, 5),
  ];
}
