import { SelectInput } from '../SelectInput';
import { controlOf, type FieldKindView, type KindFilterProps } from './kind';

/** A list filter of choices: the filter's own options or the field's, with 'All' when asked. */
export function selectFilterInput({ field, spec }: KindFilterProps) {
  return <SelectInput source={spec.options ?? field.options} withAll={spec.withAll} />;
}

/** One choice of the field's options, less those hidden from this user. */
export const select: FieldKindView = {
  input: (props) => (
    <SelectInput
      {...controlOf(props)}
      source={props.field.options}
      placeholder={props.placeholder}
      exclude={props.exclude}
    />
  ),
  filterInput: selectFilterInput,
};

/** Several choices of the field's options. */
export const multiSelect: FieldKindView = {
  input: (props) => (
    <SelectInput
      {...controlOf(props)}
      source={props.field.options}
      placeholder={props.placeholder}
      multiple
    />
  ),
  filterInput: selectFilterInput,
};
