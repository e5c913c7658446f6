import { Input } from 'antd';
import { controlOf, type FieldKindView } from './kind';

/** A password box the browser does not fill with a saved password. */
export const password: FieldKindView = {
  input: (props) => {
    const control = controlOf(props);
    return (
      <Input.Password
        {...control}
        value={control.value as string | undefined}
        onChange={(event) => control.onChange?.(event.target.value)}
        placeholder={props.placeholder}
        autoComplete="new-password"
      />
    );
  },
};
