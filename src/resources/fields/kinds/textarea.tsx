import { Input } from 'antd';
import { controlOf, type FieldKindView } from './kind';

/** A three-line text box, counting characters when the field has a 'max' rule. */
export const textarea: FieldKindView = {
  input: (props) => {
    const control = controlOf(props);
    return (
      <Input.TextArea
        {...control}
        value={control.value as string | undefined}
        onChange={(event) => control.onChange?.(event.target.value)}
        placeholder={props.placeholder}
        showCount={props.maxLength !== undefined}
        maxLength={props.maxLength}
        rows={3}
      />
    );
  },
};
