import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the embedded API in the browser (mock mode). */
export async function startEmbeddedApi(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
