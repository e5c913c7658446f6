import { MoneyInput } from '../MoneyInput';
import { controlOf, type FieldKindView } from './kind';

/** A price: '$' prefix, two decimals, the form's min and max. */
export const money: FieldKindView = {
  input: (props) => {
    const control = controlOf(props);
    return (
      <MoneyInput
        {...control}
        value={control.value as number | undefined}
        min={props.spec.min}
        max={props.spec.max}
        placeholder={props.placeholder}
      />
    );
  },
};
