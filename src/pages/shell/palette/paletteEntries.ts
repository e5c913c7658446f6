import type { FilterSpec, ResourceSchema, ToolbarAction } from '../../../model/types';
import { resourceLabels } from '../../../model/labels';
import { menuPaths, type MenuItem } from '../../../providers/access/menu';
import { menuGrants } from '../../../providers/access/accessControlProvider';
import { OPEN_PARAM } from '../../../common/formParams';
import { listUrl } from '../../../resources/listUrl';
import { formTitle } from '../../../resources/form/formValues';
import { t } from '../../../i18n';

/** One choice of the palette: what it shows, where it leads, and the texts a query is matched with. */
export interface PaletteEntry {
  key: string;
  group: 'screens' | 'actions' | 'records';
  /** The choice's name, translated (a record's: its data, as the server sent it). */
  label: string;
  /** Where it sits: a screen's menu group, an action's or a record's list ('Search Ads › Site'). */
  detail?: string;
  to: string;
  /** The texts a typed query is looked for in: the shown ones and their English. */
  terms: string[];
}

/** The records of a kind shown for a query; records are asked for from this many characters on. */
export const RECORDS_PER_KIND = 3;
export const RECORD_QUERY_MIN = 2;

/** A screen of the user's menu: its name and its group's, translated and in English. */
interface MenuScreen {
  item: MenuItem;
  group?: MenuItem;
}

const leavesOf = (items: MenuItem[], group?: MenuItem): MenuScreen[] =>
  items.flatMap((item) => (item.children?.length ? leavesOf(item.children, item) : [{ item, group }]));

/** Where a screen sits, as the menu names it: 'Search Ads › Site' (a top-level entry: its name). */
const placeOf = ({ item, group }: MenuScreen, name: (text: string) => string) =>
  group ? `${name(group.name)} › ${name(item.name)}` : name(item.name);
const english = (text: string) => text;

/** The user's menu, read for the palette: what it grants and where each screen sits. */
export interface PaletteMenu {
  screens: MenuScreen[];
  granted: Set<string>;
}

export const paletteMenu = (items: MenuItem[]): PaletteMenu => ({
  screens: leavesOf(items),
  granted: menuPaths(items),
});

/** The screens of the user's menu, each under the name of its group. */
export function screenEntries({ screens }: PaletteMenu): PaletteEntry[] {
  return screens.map(({ item, group }) => ({
    key: `screen:${item.path}`,
    group: 'screens' as const,
    label: t(item.name),
    detail: group ? t(group.name) : undefined,
    to: item.path,
    terms: [t(item.name), item.name, ...(group ? [t(group.name), group.name] : [])],
  }));
}

/** A routed list the user may open and that needs no choice made on another screen first. */
const openable = (schema: ResourceSchema, menu: PaletteMenu): schema is ResourceSchema & { route: string } =>
  Boolean(schema.route) && !schema.scope && menuGrants(schema.accessPath ?? schema.route!, menu.granted);

/**
 * The menu place of a list: its own entry's, else the granting entry's followed by the list's title
 * ('Search Ads › Site › Postback Setting'), shown and in English, so that two lists with alike names
 * ('Add Site' of Site List and of Search Ads › Site) are told apart.
 */
function listPlace(schema: ResourceSchema, menu: PaletteMenu): [string, string] {
  const title = resourceLabels(schema).title;
  const own = menu.screens.find(({ item }) => item.path === schema.route);
  if (own) return [placeOf(own, t), placeOf(own, english)];
  const granting = menu.screens.find(({ item }) => item.path === schema.accessPath);
  if (!granting) return [t(title), title];
  // A tab named as its screen (User of Account › User) adds nothing.
  if (granting.item.name === title) return [placeOf(granting, t), placeOf(granting, english)];
  return [`${placeOf(granting, t)} › ${t(title)}`, `${placeOf(granting, english)} › ${title}`];
}

type CustomToolbarAction = Extract<ToolbarAction, { kind: 'custom' }>;

/**
 * What the user may do from the palette: each list's create form (`?create`) and its custom toolbar
 * actions (an import: `?open=<label>`), for the lists their menu grants.
 */
export function actionEntries(schemas: ResourceSchema[], menu: PaletteMenu): PaletteEntry[] {
  return schemas
    .filter((schema) => openable(schema, menu))
    .flatMap((schema) => {
      const [place, placeInEnglish] = listPlace(schema, menu);
      const create = schema.api.create
        ? [
            {
              key: `create:${schema.name}`,
              label: formTitle(schema, 'create'),
              english: resourceLabels(schema).create,
              to: `${schema.route}?create`,
            },
          ]
        : [];
      const custom = (schema.toolbar ?? [])
        .filter((action): action is CustomToolbarAction => action.kind === 'custom')
        .map((action) => ({
          key: `open:${schema.name}:${action.label}`,
          label: t(action.label),
          english: action.label,
          to: `${schema.route}?${OPEN_PARAM}=${encodeURIComponent(action.label)}`,
        }));
      return [...create, ...custom].map(({ english: label, ...entry }) => ({
        ...entry,
        group: 'actions' as const,
        detail: place,
        terms: [entry.label, label, place, placeInEnglish],
      }));
    });
}

/** A field whose list filter the palette searches records with: its key and the filter's query parameter. */
interface SearchField {
  /** The field (the data provider sends the search under that field's filter parameter). */
  key: string;
  /** The filter's query parameter, which the list's address holds too. */
  param: string;
}

/**
 * A kind of record the palette finds by name: a list with a text filter on its `recordLabel` (or
 * on each of its `recordSearch` fields), and a name for its records (`recordLabel`, or `recordName`).
 */
export interface RecordKind {
  schema: ResourceSchema;
  /** The list's address: its route, or the screen and tab showing it (`listAddress`). */
  list: string;
  /** The fields searched, one call each. */
  search: SearchField[];
  /** A record's name, as the palette shows it. */
  name: (row: Record<string, unknown>) => string;
  /** Where its list sits in the menu. */
  place: string;
}

/** A field's filter when it is a text one: what a name is searched with. */
function textFilter(schema: ResourceSchema, key: string): SearchField | undefined {
  const field = schema.fields.find((candidate) => candidate.key === key);
  const spec: FilterSpec | undefined = field?.filter === true ? {} : field?.filter || undefined;
  if (!spec || (spec.kind && spec.kind !== 'text')) return undefined;
  return { key, param: spec.param ?? key };
}

/** The kinds of record the user may open that their lists can search by name. */
export function recordKinds(schemas: ResourceSchema[], menu: PaletteMenu): RecordKind[] {
  return schemas.flatMap((schema) => {
    const list = schema.route ?? schema.listAddress;
    const label = schema.recordLabel;
    const name =
      schema.recordName ?? (label ? (row: Record<string, unknown>) => String(row[label] ?? '') : undefined);
    if (!list || !name || schema.scope || !menuGrants(schema.accessPath ?? list, menu.granted)) return [];
    const keys = [schema.recordSearch ?? label ?? []].flat();
    const search = keys.map((key) => textFilter(schema, key));
    if (!search.length || search.some((field) => !field)) return [];
    return [{ schema, list, search: search as SearchField[], name, place: listPlace(schema, menu)[0] }];
  });
}

/**
 * A found record: its list filtered by its searched fields (each to the record's value, or to its
 * name when the record holds no such field: an app's `keyword`, a user's `key_word`), with its View
 * dialog open (`?view=<id>`) when the list has one for it.
 */
export function recordEntry(
  { schema, list, search, name, place }: RecordKind,
  row: Record<string, unknown>,
): PaletteEntry {
  const label = name(row);
  const id = String(row[schema.idKey]);
  const view = schema.rowActions?.find((action) => action.kind === 'view');
  const viewable = view && view.kind === 'view' && (!view.visibleWhen || view.visibleWhen(row));
  const filtered = listUrl(
    list,
    Object.fromEntries(search.map(({ key, param }) => [param, row[key] ?? label])),
  );
  return {
    key: `record:${schema.name}:${id}`,
    group: 'records',
    label,
    detail: place,
    to: viewable ? `${filtered}&view=${encodeURIComponent(id)}` : filtered,
    terms: [label],
  };
}

/** The entries whose texts hold every word of the query (case aside); all of them for an empty query. */
export function matching(entries: PaletteEntry[], query: string): PaletteEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    const text = entry.terms.join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
