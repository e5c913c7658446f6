import { http } from 'msw';
import { ok, paginate, route } from '../../respond';
import * as calls from '../../../calls/calls';
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
    route(calls.appUnits),
    (user) => inScope(user, 'app', appUnits(), (unit) => unit.app_id),
    (query) => [
      equals(query, 'ad_format'),
      equals(query, 'app_name'),
      contains(query, 'keyword', 'zone_name', 'zone_id'),
    ],
  ),
  lookup(route(calls.reportKeywords), keywords, (query) => [contains(query, 'keyword', 'key_word')]),
  ...[calls.reportSearchSites, calls.allSearchSites].map((call) =>
    lookup(
      route(call),
      (user) => inScope(user, 'search_site', searchDomains(), (site) => site.id),
      (query) => [contains(query, 'domain')],
    ),
  ),
  lookup(route(calls.reportNews), news, (query) => [contains(query, 'keyword', 'title')]),

  /** The search ads cooperation line: administrators are on SSP, everyone else on 'other'. */
  http.get(
    route(calls.cooperationLine),
    signedIn(({ user }) => ok({ cooperation_line: user.is_admin ? 'SSP' : 'other' })),
  ),
];
