import { LinesInput } from '../LinesInput';
import { controlOf, type FieldKindView } from './kind';

/** A list kept one entry per line of a text box. */
export const lines: FieldKindView = {
  input: (props) => <LinesInput {...controlOf(props)} placeholder={props.placeholder} />,
};
