/**
 * The forms holding unsaved input, as their unsaved-changes guards register them. The call layer
 * asks before it ends a session on a 401: with work on screen it offers to sign in again in place.
 */
const holders = new Set<() => boolean>();

/** Registers a form's "has unsaved input" check; the returned function removes it. */
export function holdUnsavedWork(isUnsaved: () => boolean): () => void {
  holders.add(isUnsaved);
  return () => {
    holders.delete(isUnsaved);
  };
}

export const hasUnsavedWork = (): boolean => [...holders].some((isUnsaved) => isUnsaved());
