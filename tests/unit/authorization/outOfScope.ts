import { db } from '../../../src/mocks/store/db';
import { adUnits, apps } from '../../../src/mocks/handlers/inventory/apps';
import { searchSites } from '../../../src/mocks/handlers/inventory/searchSites';

/** What a user's groups grant: content sites, apps and search sites by id. */
export interface Granted {
  content_site_ids: number[];
  app_ids: number[];
  search_site_ids: number[];
}

type IdKind = 'content_site' | 'app' | 'search_site' | 'zone';

/** The fields that name a scoped record by id, and the kind of record they name. */
const ID_FIELDS: Record<string, IdKind> = {
  site_id: 'content_site',
  content_site_ids: 'content_site',
  app_id: 'app',
  app_ids: 'app',
  search_site_id: 'search_site',
  search_site_ids: 'search_site',
  zone_id: 'zone',
};

/** The records a scope leaves out: their ids by kind, and their names (domains, app and ad unit names). */
export interface Outside {
  ids: Record<IdKind, Set<number>>;
  names: Set<string>;
}

/** The seeded records outside `granted` (a site's zones and an app's ad units follow their parent). */
export function outsideOf(granted: Granted): Outside {
  const split = <T>(rows: T[], inside: (row: T) => boolean) => ({
    inside: rows.filter(inside),
    outside: rows.filter((row) => !inside(row)),
  });
  const sites = split(db().sites, (site) => granted.content_site_ids.includes(site.id));
  const zones = db().zones.filter((zone) => !granted.content_site_ids.includes(zone.site_id));
  const appRows = split(apps(), (app) => granted.app_ids.includes(app.app_id));
  const units = split(adUnits(), (unit) => granted.app_ids.includes(unit.app_id));
  const searches = split(searchSites(), (site) => granted.search_site_ids.includes(site.id));
  const shown = new Set([
    ...sites.inside.map((site) => site.domain),
    ...appRows.inside.map((app) => app.app_name),
    ...units.inside.map((unit) => unit.zone_name),
    ...searches.inside.map((site) => site.domain),
  ]);
  const names = [
    ...sites.outside.map((site) => site.domain),
    ...appRows.outside.map((app) => app.app_name),
    ...units.outside.map((unit) => unit.zone_name),
    ...searches.outside.map((site) => site.domain),
  ];
  return {
    ids: {
      content_site: new Set(sites.outside.map((site) => site.id)),
      app: new Set(appRows.outside.map((app) => app.app_id)),
      search_site: new Set(searches.outside.map((site) => site.id)),
      zone: new Set([...zones.map((zone) => zone.zone_id), ...units.outside.map((unit) => unit.zone_id)]),
    },
    // A name an inside record shares (a search site on a content site's domain) proves nothing.
    names: new Set(names.filter((name) => !shown.has(name))),
  };
}

/**
 * Where an answer (JSON, or the text of a file) names a record outside the scope: a field naming
 * an id of that kind, or a text holding one of the names (as a word: a domain inside a link's URL
 * counts). Answers 'field: value' for each.
 */
export function leaksIn(answer: unknown, outside: Outside): string[] {
  const found: string[] = [];
  const walk = (value: unknown, field: string) => {
    const kind = ID_FIELDS[field];
    if (Array.isArray(value)) value.forEach((item) => walk(item, field));
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) walk(child, key);
    else if (kind && outside.ids[kind].has(Number(value))) found.push(`${field}: ${String(value)}`);
    else if (typeof value === 'string')
      for (const word of value.split(/[^\w.-]+/))
        if (outside.names.has(word)) found.push(`${field}: ${word}`);
  };
  walk(answer, '');
  return found;
}
