import { http } from 'msw';
import { API, API_V2, ok, paginate } from '../../respond';
import type { MockUser } from '../../store/seed';
import { inScope } from '../../users/scope';
import { signedIn } from '../../calls/signedIn';
import { appUnits, keywords, news, searchDomains } from './inventory';

const contains = (text: string, search: string | null) =>
  !search || text.toLowerCase().includes(search.trim().toLowerCase());
const statusIs = (status: number, wanted: string | null) => !wanted || String(status) === wanted;

/** GET `path`: the rows the user may pick from that the query matches, paged (page_index, page_size). */
const lookup = <T extends { status: number }>(
  path: string,
  rows: (user: MockUser) => T[],
  matches: (row: T, query: URLSearchParams) => boolean,
) =>
  http.get(
    path,
    signedIn(({ query, user }) => {
      const found = rows(user).filter(
        (row) => statusIs(row.status, query.get('status')) && matches(row, query),
      );
      return ok(paginate(found, query.get('page_index'), query.get('page_size')));
    }),
  );

/**
 * Lists the report filters read: ad units (of the apps in the user group's data scope), search
 * sites (within the data scope), keywords and news (paged lookups).
 * The app list is the App screen's own call (src/mocks/handlers/inventory/apps.ts).
 */
export const lookupCalls = [
  lookup(
    `${API}/ssp_publisher/app/zone/list`,
    (user) => inScope(user, 'app', appUnits(), (unit) => unit.app_id),
    (unit, query) =>
      (!query.get('ad_format') || unit.ad_format === query.get('ad_format')) &&
      (!query.get('app_name') || unit.app_name === query.get('app_name')) &&
      (contains(unit.zone_name, query.get('keyword')) ||
        contains(String(unit.zone_id), query.get('keyword'))),
  ),
  lookup(`${API_V2}/ssp_publisher/keyword`, keywords, (keyword, query) =>
    contains(keyword.key_word, query.get('keyword')),
  ),
  ...['/ssp_publisher/search_domain', '/ssp_publisher/search_domain/list'].map((path) =>
    lookup(
      `${API_V2}${path}`,
      (user) => inScope(user, 'search_site', searchDomains(), (site) => site.id),
      (site, query) => contains(site.domain, query.get('domain')),
    ),
  ),
  lookup(`${API_V2}/ssp_publisher/news`, news, (item, query) => contains(item.title, query.get('keyword'))),

  /** The search ads cooperation line: administrators are on SSP, everyone else on 'other'. */
  http.get(
    `${API_V2}/ssp_publisher/search_ad/cooperation_line`,
    signedIn(({ user }) => ok({ cooperation_line: user.is_admin ? 'SSP' : 'other' })),
  ),
];
