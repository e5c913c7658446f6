/**
 * Work to finish while the session's token is still valid, before signing out: the changes waiting
 * for Undo's time (src/resources/undo) are sent with the token, not after it is gone. The engine
 * registers it here, as the providers do not import the engine (layers import downward).
 */
const tasks = new Set<() => Promise<unknown>>();

/** Registers work to finish before each sign-out; returns the function that removes it. */
export function beforeSignOut(task: () => Promise<unknown>): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

/** How long signing out waits for that work at most: a call with no answer must not keep the user in. */
export const SIGN_OUT_WAIT_MS = 10_000;

/** Runs every registered task and waits for all of them, `limitMs` at most; a failed one is no obstacle. */
export async function finishBeforeSignOut(limitMs: number = SIGN_OUT_WAIT_MS): Promise<void> {
  const work = Promise.allSettled([...tasks].map((task) => Promise.resolve().then(task)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  await Promise.race([work, limit]);
  clearTimeout(timer);
}
