import type { FormInstance } from 'antd';
import { useEffect } from 'react';

/**
 * Messages that depend on other values go when those change: after every change of the form's
 * values (once the fields carry the rules those values give them), each field showing a message is
 * checked again, and one whose rules no longer apply loses its message (antd validates only fields
 * with rules). Link's 'Please input pixel id' goes once the Utm Source needs none; Postback's
 * 'Postback link must have {event_type}' once a return option adds it.
 */
export function useStaleMessages(
  form: FormInstance,
  values: unknown,
  hasRules: (name: string) => boolean,
): void {
  const key = JSON.stringify(values ?? null);
  useEffect(() => {
    const shown = form
      .getFieldsError()
      .filter((field) => field.errors.length)
      .map((field) => field.name);
    const ruled = shown.filter((name) => hasRules(String(name[0])));
    const unruled = shown.filter((name) => !hasRules(String(name[0])));
    if (unruled.length) form.setFields(unruled.map((name) => ({ name, errors: [] })));
    if (ruled.length) void form.validateFields(ruled).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per change of the values
  }, [form, key]);
}
