/**
 * A token handed over in the address while someone is signed in: it is not taken at once but
 * offered, and the shell asks before switching (pages/shell/UrlTokenQuestion.tsx).
 */
let offered: string | undefined;
const listeners = new Set<() => void>();

export function offerToken(token: string): void {
  offered = token;
  listeners.forEach((listener) => listener());
}

/** The offered token, once: taking it clears the offer. */
export function takeOfferedToken(): string | undefined {
  const token = offered;
  offered = undefined;
  return token;
}

/** Runs `listener` on each new offer; the returned function stops it. */
export function onTokenOffered(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
