import type { KeyboardEvent } from 'react';

const SINGLE_LINE_TYPES = new Set(['text', 'email', 'url', 'number', 'tel', 'password', 'search']);

/**
 * Whether a key press asks to send the form it happened in, as Enter in a one-line field of a web
 * form does: Enter alone, in a single-line input, not while an input method is composing, and not
 * in a control that uses Enter itself (a select or date picker choosing, a textarea's new line).
 */
export function asksToSubmit(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented) return false;
  if (event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return false;
  if (event.nativeEvent.isComposing) return false;
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || !SINGLE_LINE_TYPES.has(target.type)) return false;
  if (target.readOnly || target.disabled || target.getAttribute('role') === 'combobox') return false;
  return !target.closest('.ant-picker, .ant-select, .ant-cascader, .ant-mentions');
}

/** A form's onKeyDown: Enter in a single-line input runs `submit` (which checks the rules first). */
export const submitOnEnter =
  (submit: () => void) =>
  (event: KeyboardEvent<HTMLElement>): void => {
    if (!asksToSubmit(event)) return;
    event.preventDefault();
    submit();
  };
