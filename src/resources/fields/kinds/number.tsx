import { InputNumber } from 'antd';
import { controlOf, type FieldKindView } from './kind';

/** A number box with the form's min, max and step. */
export const number: FieldKindView = {
  input: (props) => {
    const control = controlOf(props);
    return (
      <InputNumber
        {...control}
        value={control.value as number | undefined}
        min={props.spec.min}
        max={props.spec.max}
        step={props.spec.step}
        style={{ width: '100%' }}
      />
    );
  },
};
