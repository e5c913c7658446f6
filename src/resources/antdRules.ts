import type { Rule as AntdRule } from 'antd/es/form';
import { firstBrokenRule } from '../model/rules';
import type { Rule, Values } from '../model/types';

/**
 * The schema's rules as antd Form rules, each keeping its exact message. Every rule, 'required'
 * too, runs through firstBrokenRule so that text, numbers and lists are judged alike.
 */
export function toAntdRules(rules: Rule[], label: string): AntdRule[] {
  return rules.map((rule) => ({ getFieldsValue }) => ({
    // Without `required` antd skips the validator of an empty field.
    required: rule.kind === 'required',
    validator: async (_: unknown, value: unknown) => {
      const message = firstBrokenRule([rule], value, getFieldsValue(true) as Values, label);
      if (message) throw new Error(message);
    },
  }));
}
