import { Input, Space } from 'antd';
import { controlOf, type FieldKindView } from './kind';

/** A text box, with the form's prefix (e.g. a site's host) before it when given. */
export const text: FieldKindView = {
  input: (props) => {
    const control = controlOf(props);
    const input = (
      <Input
        {...control}
        value={control.value as string | undefined}
        onChange={(event) => control.onChange?.(event.target.value)}
        placeholder={props.placeholder}
      />
    );
    return props.spec.prefix ? (
      <Space.Compact block>
        <Space.Addon>{props.spec.prefix}</Space.Addon>
        {input}
      </Space.Compact>
    ) : (
      input
    );
  },
};
