/**
 * The compaction thread of `npm run api --data <file>`: it keeps its own copy of the data set
 * (read from the main file when it starts, then each batch the server wrote to the journal) and,
 * when asked, writes that copy as the new main file (a temporary file in the same folder, fsync,
 * rename, fsync of the folder), so that writing tens of megabytes never holds up the event loop
 * that answers the calls. Bundled to plain JavaScript when the server starts (dataFile.ts).
 */
import { readFileSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { applyOps, BATCH_KEY, syncFolder, writeSynced, type DataBatch } from './dataOps';

export type CompactionRequest =
  { type: 'batch'; line: string } | { type: 'compact'; upTo: number } | { type: 'resume' };
export type CompactionReport =
  | { type: 'ready' }
  | { type: 'paused' }
  | { type: 'compacted'; upTo: number }
  | { type: 'failed'; message: string };

const { path, pause } = workerData as { path: string; pause: boolean };
let data: unknown;
let resume: (() => void) | undefined;
/** Why this copy can no longer be trusted (a batch that did not apply): no compaction then. */
let broken: string | undefined;
const report = (message: CompactionReport) => parentPort?.postMessage(message);

async function compact(upTo: number): Promise<void> {
  const temporary = `${path}.compacting`;
  const text = JSON.stringify({ ...(data as object), [BATCH_KEY]: upTo });
  writeSynced(temporary, text);
  if (pause) {
    // Tests hold a compaction here, its new file written and the old one still in place.
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    report({ type: 'paused' });
    await resumed;
  }
  renameSync(temporary, path);
  syncFolder(dirname(path));
}

let queue = Promise.resolve();
parentPort?.on('message', (message: CompactionRequest) => {
  if (message.type === 'resume') return resume?.();
  queue = queue.then(async () => {
    if (message.type === 'batch') {
      try {
        if (!broken) data = applyOps(data, (JSON.parse(message.line) as DataBatch).ops);
      } catch (error) {
        broken = error instanceof Error ? error.message : String(error);
      }
      return;
    }
    try {
      if (broken) throw new Error(`the compaction copy is out of step (${broken})`);
      await compact(message.upTo);
      report({ type: 'compacted', upTo: message.upTo });
    } catch (error) {
      report({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  });
});

data = JSON.parse(readFileSync(path, 'utf8'));
report({ type: 'ready' });
