import { http } from 'msw';
import { API, API_V2, ok, paginate } from '../../respond';
import type { MockUser } from '../../store/seed';
import { inScope } from '../../users/scope';
import { signedIn } from '../../calls/signedIn';
import { contains, equals, type Predicate } from '../../generic/queryPredicates';
import { appUnits, keywords, news, searchDomains } from './inventory';

/** GET `path`: the rows the user may pick from, of the status asked, that the query matches, paged. */
const lookup = <T extends object>(
  path: string,
  rows: (user: MockUser) => T[],
  matches: (query: URLSearchParams) => Predicate<T>[],
) =>
  http.get(
    path,
    signedIn(({ query, user }) => {
      const predicates = [equals<T>(query, 'status'), ...matches(query)];
      const found = rows(user).filter((row) => predicates.every((test) => test(row)));
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
    (query) => [
      equals(query, 'ad_format'),
      equals(query, 'app_name'),
      contains(query, 'keyword', 'zone_name', 'zone_id'),
    ],
  ),
  lookup(`${API_V2}/ssp_publisher/keyword`, keywords, (query) => [contains(query, 'keyword', 'key_word')]),
  ...['/ssp_publisher/search_domain', '/ssp_publisher/search_domain/list'].map((path) =>
    lookup(
      `${API_V2}${path}`,
      (user) => inScope(user, 'search_site', searchDomains(), (site) => site.id),
      (query) => [contains(query, 'domain')],
    ),
  ),
  lookup(`${API_V2}/ssp_publisher/news`, news, (query) => [contains(query, 'keyword', 'title')]),

  /** The search ads cooperation line: administrators are on SSP, everyone else on 'other'. */
  http.get(
    `${API_V2}/ssp_publisher/search_ad/cooperation_line`,
    signedIn(({ user }) => ok({ cooperation_line: user.is_admin ? 'SSP' : 'other' })),
  ),
];
