import { http } from 'msw';
import { API, API_V2, ok, paginate } from '../../respond';
import { inScope } from '../../users/scope';
import { signedIn } from '../../calls/signedIn';
import { appUnits, keywords, news, searchDomains } from './inventory';

const contains = (text: string, search: string | null) =>
  !search || text.toLowerCase().includes(search.trim().toLowerCase());
const statusIs = (status: number, wanted: string | null) => !wanted || String(status) === wanted;

/**
 * Lists the report filters read: ad units (of the apps in the user group's data scope), search
 * sites (within the data scope), keywords and news (paged lookups).
 * The app list is the App screen's own call (src/mocks/handlers/inventory/apps.ts).
 */
export const lookupCalls = [
  http.get(
    `${API}/ssp_publisher/app/zone/list`,
    signedIn(({ query, user }) => {
      const rows = inScope(user, 'app', appUnits(), (unit) => unit.app_id).filter(
        (unit) =>
          statusIs(unit.status, query.get('status')) &&
          (!query.get('ad_format') || unit.ad_format === query.get('ad_format')) &&
          (!query.get('app_name') || unit.app_name === query.get('app_name')) &&
          (contains(unit.zone_name, query.get('keyword')) ||
            contains(String(unit.zone_id), query.get('keyword'))),
      );
      return ok(paginate(rows, query.get('page_index'), query.get('page_size')));
    }),
  ),

  http.get(
    `${API_V2}/ssp_publisher/keyword`,
    signedIn(({ query }) => {
      const rows = keywords().filter(
        (keyword) =>
          statusIs(keyword.status, query.get('status')) && contains(keyword.key_word, query.get('keyword')),
      );
      return ok(paginate(rows, query.get('page_index'), query.get('page_size')));
    }),
  ),

  ...['/ssp_publisher/search_domain', '/ssp_publisher/search_domain/list'].map((path) =>
    http.get(
      `${API_V2}${path}`,
      signedIn(({ query, user }) => {
        const rows = inScope(user, 'search_site', searchDomains(), (site) => site.id).filter(
          (site) => statusIs(site.status, query.get('status')) && contains(site.domain, query.get('domain')),
        );
        return ok(paginate(rows, query.get('page_index'), query.get('page_size')));
      }),
    ),
  ),

  http.get(
    `${API_V2}/ssp_publisher/news`,
    signedIn(({ query }) => {
      const rows = news().filter(
        (item) => statusIs(item.status, query.get('status')) && contains(item.title, query.get('keyword')),
      );
      return ok(paginate(rows, query.get('page_index'), query.get('page_size')));
    }),
  ),

  /** The search ads cooperation line: administrators are on SSP, everyone else on 'other'. */
  http.get(
    `${API_V2}/ssp_publisher/search_ad/cooperation_line`,
    signedIn(({ user }) => ok({ cooperation_line: user.is_admin ? 'SSP' : 'other' })),
  ),
];
