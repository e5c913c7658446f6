import { LookupInput } from '../LookupInput';
import { controlOf, type FieldKindView } from './kind';

/** A remote search (the field's lookup spec): 300 ms after typing, 10 a page. */
export const lookup: FieldKindView = {
  input: (props) =>
    props.field.kind === 'lookup' ? (
      <LookupInput {...controlOf(props)} spec={props.field.lookup} placeholder={props.placeholder} />
    ) : null,
};
