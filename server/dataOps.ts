import { closeSync, fsyncSync, openSync, writeSync } from 'node:fs';

/**
 * The changes of `npm run api --data <file>` as its journal writes them: one JSON line per batch,
 * `{ "n": <batch number>, "ops": [...] }`, each op naming its place by a path from the data set's
 * root. Applied in order to the data set the main file holds, they give the data set as it was
 * when the batch was written. Used by the server (loading the file) and by the compaction worker
 * (which keeps its own copy), so both apply a batch the same way.
 */
export type DataPath = (string | number)[];

export type DataOp =
  /** The whole data set replaced (a reset). */
  | ['all', unknown]
  /** A value set at a path (a field, a row of a collection, a whole collection). */
  | ['put', DataPath, unknown]
  /** A key removed. */
  | ['del', DataPath]
  /** Rows removed from and inserted into a collection, as Array.prototype.splice. */
  | ['splice', DataPath, number, number, unknown[]]
  /** A collection's length set. */
  | ['len', DataPath, number];

export interface DataBatch {
  n: number;
  ops: DataOp[];
}

type Container = Record<string | number, unknown>;

function at(root: unknown, path: DataPath): Container {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') throw new Error(`no place ${JSON.stringify(path)}`);
    node = (node as Container)[key];
  }
  if (node === null || typeof node !== 'object') throw new Error(`no place ${JSON.stringify(path)}`);
  return node as Container;
}

const CHUNK = 10_000;

/** Array.prototype.splice without spreading a long list of arguments (no stack limit on size). */
export function spliceRows(rows: unknown[], start: number, deleteCount: number, items: unknown[]): unknown[] {
  const removed = rows.splice(start, deleteCount);
  for (let offset = 0; offset < items.length; offset += CHUNK)
    rows.splice(start + offset, 0, ...items.slice(offset, offset + CHUNK));
  return removed;
}

/** The data set after a batch's ops (the same object changed in place, or the new one of an 'all'). */
export function applyOps(root: unknown, ops: DataOp[]): unknown {
  let data = root;
  for (const op of ops) {
    if (op[0] === 'all') {
      data = op[1];
    } else if (op[0] === 'put' || op[0] === 'del') {
      const path = op[1];
      if (!path.length) throw new Error('an op without a path');
      const parent = at(data, path.slice(0, -1));
      const key = path[path.length - 1];
      if (op[0] === 'put') parent[key] = op[2];
      else delete parent[key];
    } else if (op[0] === 'splice') {
      const rows = at(data, op[1]);
      if (!Array.isArray(rows)) throw new Error(`not a collection ${JSON.stringify(op[1])}`);
      spliceRows(rows, op[2], op[3], op[4]);
    } else if (op[0] === 'len') {
      const rows = at(data, op[1]);
      if (!Array.isArray(rows)) throw new Error(`not a collection ${JSON.stringify(op[1])}`);
      rows.length = op[2];
    } else {
      throw new Error(`an unknown op ${JSON.stringify((op as unknown[])[0])}`);
    }
  }
  return data;
}

/** The key of the main file that names the last batch it holds (the journal's older lines are in it). */
export const BATCH_KEY = 'journalBatch';

/** Writes `text` as the whole of `file` and fsyncs it before returning (the rename that follows relies on it). */
export function writeSynced(file: string, text: string): void {
  const handle = openSync(file, 'w');
  try {
    writeSync(handle, text);
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
}

/** fsync of a folder, so that a rename in it is on disk; a no-op where folders cannot be synced. */
export function syncFolder(folder: string): void {
  let handle: number | undefined;
  try {
    handle = openSync(folder, 'r');
    fsyncSync(handle);
  } catch {
    // Folders cannot be opened or synced everywhere (Windows): the rename is as durable as it gets.
  } finally {
    if (handle !== undefined) closeSync(handle);
  }
}
