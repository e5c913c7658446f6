import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'rolldown';
import type { ParseWorker } from '../../resources/custom/adUnitImport/readOffThread';

/**
 * Bundles importWorker.ts, SheetJS included, into one file in a folder of the system's temporary
 * directory (one per run), and answers a function that starts one worker thread on it, shaped like
 * the page's Web Worker so that readImportFileOffThread drives both alike.
 */
export async function importWorkerStarter(root: string): Promise<() => ParseWorker> {
  const file = join(await mkdtemp(join(tmpdir(), 'publisher-console-api-')), 'importWorker.mjs');
  await build({
    input: join(root, 'src/mocks/server/importWorker.ts'),
    platform: 'node',
    external: [/^node:/],
    output: { file, format: 'esm' },
    logLevel: 'silent',
  });
  return () => threadWorker(new Worker(file));
}

/** A worker thread behind the part of the Web Worker interface readImportFileOffThread uses. */
function threadWorker(thread: Worker): ParseWorker {
  const worker: ParseWorker = {
    onmessage: null,
    onerror: null,
    onmessageerror: null,
    postMessage: (message, transfer) => thread.postMessage(message, transfer as ArrayBuffer[]),
    terminate: () => void thread.terminate(),
  };
  thread.on('message', (data: unknown) => worker.onmessage?.({ data } as MessageEvent));
  thread.on('messageerror', () => worker.onmessageerror?.({} as MessageEvent));
  thread.on('error', () => worker.onerror?.({} as ErrorEvent));
  thread.on('exit', (code) => code !== 0 && worker.onerror?.({} as ErrorEvent));
  return worker;
}
