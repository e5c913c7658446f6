import { PairsInput } from '../PairsInput';
import { controlOf, type FieldKindView } from './kind';

/** Rows of two values (the field's pairs spec). */
export const pairs: FieldKindView = {
  input: (props) =>
    props.field.kind === 'pairs' ? <PairsInput {...controlOf(props)} spec={props.field.pairs} /> : null,
};
