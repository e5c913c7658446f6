import * as z from 'zod/mini';
import { STORAGE_KEYS } from '../../config';

/** The user profile kept after login (spec section 3: stored user). */
export interface StoredUser {
  user_name: string;
  company_id: string;
  is_admin: boolean;
  user_id: number | string;
}

export const getToken = (): string | null => localStorage.getItem(STORAGE_KEYS.token);
/** Stores a session's token; whose session it is (the menu cache's owner) is told by the login alone. */
export function setToken(token: string): void {
  localStorage.removeItem(STORAGE_KEYS.menuOwner);
  localStorage.setItem(STORAGE_KEYS.token, token);
}

const storedUserShape = z.object({
  user_name: z.string(),
  company_id: z.nullish(z.union([z.string(), z.number()])),
  is_admin: z.boolean(),
  user_id: z.union([z.number(), z.string()]),
});

/**
 * The stored user, or null when there is none or it is not one (edited, left by an older
 * version, or stored from a mistyped answer): the session gate then reads it again.
 */
export function getUser(): StoredUser | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const user = storedUserShape.safeParse(JSON.parse(raw));
    return user.success ? (user.data as StoredUser) : null;
  } catch {
    return null;
  }
}

export const setUser = (user: StoredUser): void =>
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));

const clearedListeners = new Set<() => void>();

/** Runs `listener` whenever this tab ends the session (logout, 401): calls and queries stop there. */
export function onSessionCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.menuOwner);
  clearedListeners.forEach((listener) => listener());
}
