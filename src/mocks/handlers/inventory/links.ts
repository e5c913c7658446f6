import { INFORMATION_STATUS } from '../../../schemas/information';
import linkSchema from '../../../schemas/link';
import { nextId, table } from '../../store/db';
import linkSeed, { linkUrl, type MockLink } from '../../store/seeds/link';
import { serveResource } from '../../generic/served';
import { articles } from './information';
import { searchSites } from './searchSites';

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

export const links = () => table<MockLink>('landingLinks', linkSeed);

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
