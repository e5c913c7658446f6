import { useSyncExternalStore } from 'react';
import {
  currentScheme,
  readPreference,
  setPreference,
  subscribeScheme,
  type ColorScheme,
  type SchemePreference,
} from './colorScheme';

/** The theme shown, the user's choice, and a setter; re-renders when either or the system changes. */
export function useColorScheme(): {
  scheme: ColorScheme;
  preference: SchemePreference;
  setPreference: (preference: SchemePreference) => void;
} {
  const scheme = useSyncExternalStore(subscribeScheme, currentScheme, () => 'light' as const);
  const preference = useSyncExternalStore(subscribeScheme, readPreference, () => 'system' as const);
  return { scheme, preference, setPreference };
}
