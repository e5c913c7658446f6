import { MenuTreeInput } from './tree/MenuTreeInput';
import { controlOf, type FieldKindView } from './kind';

/** The menu entries a record grants, checked in a tree (a user group's menu). */
export const menuTree: FieldKindView = {
  input: (props) => <MenuTreeInput {...controlOf(props)} source={props.field.options} />,
};
