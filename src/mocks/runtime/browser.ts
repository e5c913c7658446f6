import { setupWorker } from 'msw/browser';
import { dataStore } from '../store/db';
import { handlers } from '../handlers';
import { sharedCalls } from './sharedCalls';
import { ensureControlled } from './workerControl';

/** Starts the embedded API in the browser (mock mode), once its data set is loaded from IndexedDB. */
export async function startEmbeddedApi(): Promise<void> {
  await dataStore.open();
  const worker = setupWorker(sharedCalls(handlers, dataStore));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}embeddedApiWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  await ensureControlled();
}
