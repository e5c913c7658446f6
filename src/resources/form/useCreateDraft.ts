import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import type { Values } from '../../model/types';
import { getUser } from '../../providers/session/session';

/** Where a create form's draft is kept: in this tab (sessionStorage), per user and per list route. */
export const draftKey = (pathname: string, userId: unknown) =>
  `FORM_DRAFT:${String(userId ?? 'anonymous')}:${pathname}?create`;

const isPlain = (value: unknown): boolean => {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlain);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value as object).every((item) => item === undefined || isPlain(item));
  return false;
};

/** The values that come back from JSON as they were (text, numbers, lists...); files and dates are left out. */
export function draftValues(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => isPlain(value)));
}

function readDraft(key: string): Values | undefined {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return saved && typeof saved === 'object' && !Array.isArray(saved) ? (saved as Values) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What was typed into a list's create form, kept while the form is open so that a reload brings it
 * back: `restored` is the draft found when the form opened (none for an edit form, whose record
 * comes back by itself), `save` keeps the values after each change, `clear` forgets them (a
 * successful save, Cancel, or leaving with Discard).
 */
export function useCreateDraft(enabled: boolean): {
  restored: Values | undefined;
  save: (values: Values) => void;
  clear: () => void;
} {
  const { pathname } = useLocation();
  const key = draftKey(pathname, getUser()?.user_id);
  const [restored] = useState(() => (enabled ? readDraft(key) : undefined));
  const save = useCallback(
    (values: Values) => {
      if (enabled) sessionStorage.setItem(key, JSON.stringify(draftValues(values)));
    },
    [enabled, key],
  );
  const clear = useCallback(() => sessionStorage.removeItem(key), [key]);
  return { restored, save, clear };
}
