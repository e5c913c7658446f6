import { ColorInput } from '../ColorInput';
import { controlOf, type FieldKindView } from './kind';

/** A colour picker holding a hex text. */
export const color: FieldKindView = {
  input: (props) => {
    const control = controlOf(props);
    return (
      <ColorInput
        {...control}
        value={control.value as string | undefined}
        onChange={control.onChange}
        placeholder={props.placeholder}
      />
    );
  },
};
