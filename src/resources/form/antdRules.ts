import type { Rule as AntdRule } from 'antd/es/form';
import { firstBrokenRule } from '../../model/rules';
import type { Rule, Values } from '../../model/types';
import { t } from '../../i18n';

/**
 * The schema's rules as antd Form rules, each keeping its exact message, shown in the language
 * of the screen (`label` is the label the form shows). Every rule, 'required'
 * too, runs through firstBrokenRule so that text, numbers and lists are judged alike. `sent` turns
 * the typed value into the one that will be sent (the field's transforms), so the form judges what
 * the embedded API judges.
 */
export function toAntdRules(
  rules: Rule[],
  label: string,
  sent: (value: unknown, values: Values) => unknown = (value) => value,
): AntdRule[] {
  return rules.map((rule) => ({ getFieldsValue }) => ({
    // Without `required` antd skips the validator of an empty field.
    required: rule.kind === 'required',
    validator: async (_: unknown, value: unknown) => {
      const values = getFieldsValue(true) as Values;
      const message = firstBrokenRule([rule], sent(value, values), values, label, t);
      if (message) throw new Error(message);
    },
  }));
}
