import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { build } from 'rolldown';
import type { ParseWorker } from '../src/common/spreadsheet/readOffThread';

/**
 * Bundles importWorker.ts, SheetJS included, into one CommonJS script held in memory (nothing is
 * written to disk, so no temporary folder is left behind when the server stops, however it stops),
 * and answers a function that starts one worker thread on it, shaped like the page's Web Worker so
 * that readImportFileOffThread drives both alike.
 */
export async function importWorkerStarter(root: string): Promise<() => ParseWorker> {
  const { output } = await build({
    input: join(root, 'server/importWorker.ts'),
    cwd: root,
    platform: 'node',
    external: [/^node:/],
    output: { format: 'cjs' },
    write: false,
    logLevel: 'silent',
  });
  const code = output[0].code;
  return () => threadWorker(new Worker(code, { eval: true }));
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
