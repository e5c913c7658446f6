import { ReferenceInput } from '../reference/ReferenceInput';
import { ReferenceLabel } from '../reference/ReferenceLabel';
import { controlOf, type FieldKindView } from './kind';
import { t } from '../../../i18n';

/**
 * Another resource's record by its id (several with `multiple`), shown and chosen by its label (the
 * field's reference spec); a filter chooses one.
 */
export const reference: FieldKindView = {
  input: (props) =>
    props.field.kind === 'reference' ? (
      <ReferenceInput {...controlOf(props)} spec={props.field.reference} placeholder={props.placeholder} />
    ) : null,
  cell: (field, value) =>
    field.kind === 'reference' ? <ReferenceLabel spec={field.reference} value={value} /> : null,
  filterInput: ({ field, spec }) =>
    field.kind === 'reference' ? (
      <ReferenceInput
        spec={field.reference}
        placeholder={t(spec.placeholder ?? field.label)}
        single
        withAll={spec.withAll}
      />
    ) : null,
};
