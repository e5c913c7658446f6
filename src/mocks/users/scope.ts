import type { DataScopeKind } from '../../model/types';
import { save } from '../store/db';
import { groupsOf, isAdministrator } from './membership';
import type { MockGroup, MockUser } from '../store/seed';

/** The kinds of data a user group's data scope covers (spec section 6); schemas name them too. */
export type ScopeKind = DataScopeKind;

/** The group field holding each kind's granted ids. */
export const SCOPE_FIELDS = {
  app: 'app_ids',
  content_site: 'content_site_ids',
  search_site: 'search_site_ids',
} as const satisfies Record<ScopeKind, keyof MockGroup>;

export interface ScopeItem {
  id: number;
  name: string;
}

/** What a user may see of each kind: 'all', or exactly these ids. */
export type DataScope = Record<ScopeKind, 'all' | Set<number>>;

/** What one group grants of a kind: a built-in group and a list never set grant every record. */
export function groupScope(
  group: Pick<MockGroup, 'type' | (typeof SCOPE_FIELDS)[ScopeKind]>,
  kind: ScopeKind,
): 'all' | Set<number> {
  const list = group[SCOPE_FIELDS[kind]];
  return group.type === 1 || list === undefined ? 'all' : new Set(list);
}

/**
 * A user's data scope: the union of their groups' scopes. An admin, a member of a built-in group
 * (type 1) or of a group whose field for a kind was never set sees every record of that kind.
 */
export function scopeOf(user: MockUser): DataScope {
  const groups = groupsOf(user);
  const everything = isAdministrator(user);
  const scopeFor = (kind: ScopeKind): 'all' | Set<number> => {
    if (everything) return 'all';
    const ids = new Set<number>();
    for (const group of groups) {
      const grant = groupScope(group, kind);
      if (grant === 'all') return 'all';
      grant.forEach((id) => ids.add(id));
    }
    return ids;
  };
  return {
    app: scopeFor('app'),
    content_site: scopeFor('content_site'),
    search_site: scopeFor('search_site'),
  };
}

/** The rows of a data list the user's scope grants (`idOf` reads a row's id). */
export function inScope<T>(user: MockUser, kind: ScopeKind, rows: T[], idOf: (row: T) => unknown): T[] {
  const granted = scopeOf(user)[kind];
  if (granted === 'all') return rows;
  return rows.filter((row) => granted.has(Number(idOf(row))));
}

/**
 * A record a user creates joins the scope of each of their groups that lists that kind, so its
 * creator keeps seeing it.
 */
export function grantToCreator(user: MockUser, kind: ScopeKind, id: number): void {
  for (const group of groupsOf(user)) {
    const list = group[SCOPE_FIELDS[kind]];
    if (list && !list.includes(id)) list.push(id);
  }
  save();
}

const sources: Partial<Record<ScopeKind, () => ScopeItem[]>> = {};

/**
 * Tells the group Data tab where a kind's records are (each kind's handler module declares its
 * resource `owns` the kind, ./generic/served.ts): `registerScopeSource('app', () => apps.map(...))`.
 */
export function registerScopeSource(kind: ScopeKind, list: () => ScopeItem[]): void {
  sources[kind] = list;
}

/** Every record of a kind, for the data trees; empty until its module registers a source. */
export function scopeItems(kind: ScopeKind): ScopeItem[] {
  return sources[kind]?.() ?? [];
}
