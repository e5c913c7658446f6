import type { ResourceSchema } from './types';

/**
 * The names a resource shows, all from its one `label` (the screen's name), in English: the
 * catalogues translate each where it is shown. A schema overrides one only where the screen says
 * something else (`labels`, `menu.name`).
 */
export interface ResourceLabels {
  /** The list card's title: the label. */
  title: string;
  /** One record's name: the label without a trailing ' List' ('Site List' names a 'Site'). */
  record: string;
  /** The create button and form title: 'Add <record>'. */
  create: string;
  /** The edit form's title: 'Edit <record>'. */
  edit: string;
  /** The view form's title: 'View <record>'. */
  view: string;
  /** The menu entry: the label. */
  menu: string;
}

/** The texts a derived title is made of: its template and the record's name it fills in. */
export const TITLE_TEMPLATES = {
  create: 'Add {{record}}',
  edit: 'Edit {{record}}',
  view: 'View {{record}}',
} as const;

const LIST_SUFFIX = / List$/;

const filled = (template: string, record: string) => template.replace('{{record}}', record);

/** Every name of a resource, each its override or what its label gives. */
export function resourceLabels(schema: Pick<ResourceSchema, 'label' | 'labels' | 'menu'>): ResourceLabels {
  const own = schema.labels ?? {};
  const record = own.record ?? schema.label.replace(LIST_SUFFIX, '');
  return {
    title: own.title ?? schema.label,
    record,
    create: own.create ?? filled(TITLE_TEMPLATES.create, record),
    edit: own.edit ?? filled(TITLE_TEMPLATES.edit, record),
    view: filled(TITLE_TEMPLATES.view, record),
    menu: (schema.menu ? schema.menu.name : undefined) ?? schema.label,
  };
}
