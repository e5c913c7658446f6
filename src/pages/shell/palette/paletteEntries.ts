import type { FilterSpec, ResourceSchema, ToolbarAction } from '../../../model/types';
import { resourceLabels } from '../../../model/labels';
import type { MenuItem } from '../../../providers/access/menu';
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
  /** Where it sits: a screen's menu group, an action's or a record's screen. */
  detail?: string;
  to: string;
  /** The texts a typed query is looked for in: the shown ones and their English. */
  terms: string[];
}

/** The records of a kind shown for a query; records are asked for from this many characters on. */
export const RECORDS_PER_KIND = 3;
export const RECORD_QUERY_MIN = 2;

/** The screens of the user's menu, each under the name of its group. */
export function screenEntries(items: MenuItem[], group?: MenuItem): PaletteEntry[] {
  return items.flatMap((item) =>
    item.children?.length
      ? screenEntries(item.children, item)
      : [
          {
            key: `screen:${item.path}`,
            group: 'screens' as const,
            label: t(item.name),
            detail: group ? t(group.name) : undefined,
            to: item.path,
            terms: [t(item.name), item.name, ...(group ? [t(group.name), group.name] : [])],
          },
        ],
  );
}

/** A routed list the user may open and that needs no choice made on another screen first. */
const openable = (
  schema: ResourceSchema,
  granted: Set<string>,
): schema is ResourceSchema & { route: string } =>
  Boolean(schema.route) && !schema.scope && menuGrants(schema.accessPath ?? schema.route!, granted);

type CustomToolbarAction = Extract<ToolbarAction, { kind: 'custom' }>;

/**
 * What the user may do from the palette: each list's create form (`?create`) and its custom toolbar
 * actions (an import: `?open=<label>`), for the lists their menu grants.
 */
export function actionEntries(schemas: ResourceSchema[], granted: Set<string>): PaletteEntry[] {
  return schemas
    .filter((schema) => openable(schema, granted))
    .flatMap((schema) => {
      const screen = resourceLabels(schema).title;
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
      return [...create, ...custom].map(({ english, ...entry }) => ({
        ...entry,
        group: 'actions' as const,
        detail: t(screen),
        terms: [entry.label, english, t(screen), screen],
      }));
    });
}

/** A kind of record the palette finds by name: a list with a text filter on its `recordLabel` (or `recordSearch`). */
export interface RecordKind {
  schema: ResourceSchema & { route: string; recordLabel: string };
  /** The field whose filter searches by name (the data provider sends it under that filter's parameter). */
  searchKey: string;
  /** The filter's query parameter, which the list's address holds too. */
  param: string;
}

/** The kinds of record the user may open that their lists can search by name. */
export function recordKinds(schemas: ResourceSchema[], granted: Set<string>): RecordKind[] {
  return schemas.flatMap((schema) => {
    if (!openable(schema, granted) || !schema.recordLabel) return [];
    const searchKey = schema.recordSearch ?? schema.recordLabel;
    const field = schema.fields.find((candidate) => candidate.key === searchKey);
    const spec: FilterSpec | undefined = field?.filter === true ? {} : field?.filter || undefined;
    if (!spec || (spec.kind && spec.kind !== 'text')) return [];
    return [{ schema: schema as RecordKind['schema'], searchKey, param: spec.param ?? searchKey }];
  });
}

/**
 * A found record: its list filtered to its name, with its View dialog open (`?view=<id>`) when the
 * list has one for it.
 */
export function recordEntry({ schema, param }: RecordKind, row: Record<string, unknown>): PaletteEntry {
  const name = String(row[schema.recordLabel] ?? '');
  const id = String(row[schema.idKey]);
  const view = schema.rowActions?.find((action) => action.kind === 'view');
  const viewable = view && view.kind === 'view' && (!view.visibleWhen || view.visibleWhen(row));
  const list = listUrl(schema.route, { [param]: name });
  const record = resourceLabels(schema).record;
  return {
    key: `record:${schema.name}:${id}`,
    group: 'records',
    label: name,
    detail: t(record),
    to: viewable ? `${list}&view=${encodeURIComponent(id)}` : list,
    terms: [name],
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
