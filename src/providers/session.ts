import { STORAGE_KEYS } from '../config';

/** The user profile kept after login (spec section 3: stored user). */
export interface StoredUser {
  user_name: string;
  company_id: string;
  is_admin: boolean;
  user_id: number | string;
}

export const getToken = (): string | null => localStorage.getItem(STORAGE_KEYS.token);
export const setToken = (token: string): void => localStorage.setItem(STORAGE_KEYS.token, token);

export function getUser(): StoredUser | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    return null;
  }
}

export const setUser = (user: StoredUser): void =>
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
}
