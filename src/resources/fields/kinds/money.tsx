import { MoneyInput } from '../MoneyInput';
import { controlOf, type FieldKindView } from './kind';

/** A price: '$' prefix; the value stays as typed, the field's rules say what is allowed. */
export const money: FieldKindView = {
  input: (props) => {
    const control = controlOf(props);
    return (
      <MoneyInput {...control} value={control.value as number | undefined} placeholder={props.placeholder} />
    );
  },
};
