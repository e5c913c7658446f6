/** What the embedded API's worker script answers to (public/embeddedApiWorker.js). */
export const CLAIM_CLIENTS = 'CLAIM_CLIENTS';

/** How long a page waits for the worker to take it over before its calls go ahead anyway. */
const CLAIM_WAIT_MS = 5_000;

/**
 * Makes sure this page's calls pass through the embedded API's worker: a page opened while the
 * worker was unregistering itself is not controlled by it, and asks it to claim the page.
 */
export async function ensureControlled(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<void> {
  if (container.controller) return;
  const registration = await container.ready;
  const taken = new Promise<void>((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
  registration.active?.postMessage(CLAIM_CLIENTS);
  await Promise.race([taken, new Promise((resolve) => setTimeout(resolve, CLAIM_WAIT_MS))]);
  if (!container.controller)
    console.error('The embedded API worker does not control this page: calls will fail.');
}
