/**
 * antd's Form.Item hands `aria-required` to its control, and Select and Cascader copy it onto
 * their role-less root <div>, which axe flags (aria-allowed-attr). The required state still shows
 * through the label's mark and the rules' messages.
 */
export function withoutRootAria<T extends object>(props: T): T {
  const rest = { ...props } as Record<string, unknown>;
  delete rest['aria-required'];
  return rest as T;
}
