import { resourceLabels } from '../../src/model/labels';
import type { FieldDef, OptionSource, ResourceSchema, Rule, RowAction } from '../../src/model/types';

/*
 * The texts a schema shows, read from its typed structure, as the engine shows them (it translates
 * each where it renders it): the catalogue test asks every one of them for its Chinese. Functions
 * of the record are left out (they give data or a constant declared beside the schema).
 */

const optionTexts = (source: OptionSource | undefined) =>
  Array.isArray(source) ? source.map((option) => option.label) : [];

const ruleTexts = (rules: Rule[] = []) => rules.flatMap((rule) => (rule.message ? [rule.message] : []));

function fieldTexts(field: FieldDef): (string | undefined)[] {
  const filter = typeof field.filter === 'object' ? field.filter : undefined;
  return [
    field.label,
    field.form?.label,
    field.form?.placeholder,
    filter?.placeholder,
    ...optionTexts(field.options),
    ...optionTexts(filter?.options),
    ...ruleTexts(field.form?.rules),
    ...(field.kind === 'pairs'
      ? [...field.pairs.labels, field.pairs.addLabel, ...optionTexts(field.pairs.firstOptions)]
      : []),
  ];
}

function actionTexts(action: RowAction): (string | undefined)[] {
  const texts: (string | undefined)[] = [action.label, action.disabledReason];
  if (action.kind === 'call') {
    texts.push(action.okText, action.done, action.failed);
    if (typeof action.confirm === 'string') texts.push(action.confirm);
  }
  if (action.kind === 'copy') texts.push(action.title);
  if (action.kind === 'navigate' && typeof action.refusal === 'string') texts.push(action.refusal);
  // A bulk action's question and summary.
  const bulk = 'bulk' in action && typeof action.bulk === 'object' ? action.bulk.texts : undefined;
  if (bulk) texts.push(bulk.one, bulk.many, bulk.result);
  return texts;
}

/** Every text a schema declares for the screen, its derived names included. */
export function schemaTexts(schema: ResourceSchema): string[] {
  const names = resourceLabels(schema);
  const texts: (string | undefined)[] = [
    schema.label,
    names.title,
    names.record,
    names.menu,
    ...Object.values(schema.labels ?? {}),
    ...Object.values(schema.messages ?? {}),
    typeof schema.formNotice === 'string' ? schema.formNotice : undefined,
    typeof schema.scope?.describe === 'string' ? schema.scope.describe : undefined,
    ...schema.fields.flatMap(fieldTexts),
    ...(schema.rowActions ?? []).flatMap(actionTexts),
    ...(schema.toolbar ?? []).map((action) => action.label),
  ];
  return texts.filter((text): text is string => typeof text === 'string' && text !== '');
}
