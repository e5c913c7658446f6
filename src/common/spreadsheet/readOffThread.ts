/**
 * Reads an import file in a Web Worker (parse.worker.ts) so that the page stays responsive, and
 * gives up after the time limit: the worker is terminated, whatever it was doing, and the answer
 * is a message. Where there are no workers (Node: tests, the HTTP server of the embedded API)
 * the same checks run in place, with the time limit checked between steps.
 */
import { IMPORT_TIME_LIMIT_MS, TOO_SLOW } from './limits';
import { readImportFile, type ImportFileOutcome } from './readImportFile';
import { UNREADABLE } from './sheet';

/** The part of a Worker this uses (a test passes a fake one). */
export interface ParseWorker {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown, transfer: Transferable[]): void;
  terminate(): void;
}

const startWorker = (): ParseWorker | undefined =>
  typeof Worker === 'undefined'
    ? undefined
    : new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });

/** Whether a worker's answer has the shape of an outcome (anything else is a failure). */
function isOutcome(value: unknown): value is ImportFileOutcome {
  if (!value || typeof value !== 'object') return false;
  const outcome = value as Record<string, unknown>;
  return typeof outcome.error === 'string' || Array.isArray(outcome.rows);
}

export async function readImportFileOffThread(
  data: ArrayBuffer,
  { timeoutMs = IMPORT_TIME_LIMIT_MS, start = startWorker } = {},
): Promise<ImportFileOutcome> {
  const worker = start();
  if (!worker) {
    return readImportFile(await import('@e965/xlsx'), data, Date.now() + timeoutMs);
  }
  return new Promise<ImportFileOutcome>((resolve) => {
    const finish = (outcome: ImportFileOutcome) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ error: TOO_SLOW }), timeoutMs);
    worker.onmessage = (event) => finish(isOutcome(event.data) ? event.data : { error: UNREADABLE });
    worker.onerror = () => finish({ error: UNREADABLE });
    worker.onmessageerror = () => finish({ error: UNREADABLE });
    // The bytes move to the worker (transferred, not copied).
    worker.postMessage(data, [data]);
  });
}
