import { InputNumber } from 'antd';
import { controlOf, type FieldKindView } from './kind';

/** A number box; a range belongs in a rule (docs/schemas.md, "Rules and messages"). */
export const number: FieldKindView = {
  input: (props) => {
    const control = controlOf(props);
    return <InputNumber {...control} value={control.value as number | undefined} style={{ width: '100%' }} />;
  },
};
