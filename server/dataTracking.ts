import { AsyncLocalStorage } from 'node:async_hooks';
import type { MockDb } from '../src/mocks/store/seed';
import type { StoreTracker } from '../src/mocks/store/dataStore';
import { spliceRows, type DataOp, type DataPath } from './dataOps';

/**
 * What `npm run api --data <file>` knows of each change to the data set, so that it can write only
 * what changed (a line of the journal, not the whole file) and take a change back when it could
 * not be written. The handlers change the data set in place (db().users[0].status = 1, rows.push(row),
 * delete db().sessions[token]); db() hands them a view of it (a Proxy) that notes, for each change,
 * where it was made and how to undo it.
 *
 * The data set is seen as collections (each key of the root, and each table of `tables`) of rows
 * (an element of a list, or a key of an object such as `sessions`). A change inside a row marks the
 * row: the batch writes the whole row as it is then. A list's own changes (push, splice, an element
 * set, its length) are kept in order and written as such, so inserting a row into a list of 100,000
 * writes that row, not the list.
 */

/** A call of the API: its changes, and why they were taken back when they were. */
export interface CallChanges {
  changed: boolean;
  failure?: Error;
}

type Locator =
  | { kind: 'root' }
  | { kind: 'tables' }
  | { kind: 'collection'; path: DataPath }
  | { kind: 'row'; collection: object; path: DataPath; row: object | string };

type ListOp =
  | { op: 'splice'; start: number; deleteCount: number; items: unknown[] }
  | { op: 'put'; index: number; value: unknown }
  | { op: 'del'; index: number }
  | { op: 'len'; length: number };

interface CollectionChanges {
  path: DataPath;
  list: ListOp[];
  /** Rows of a list (the objects) or keys of an object changed inside. */
  rows: Set<object | string>;
}

/** Changes not yet written: taken as one batch by the writer. */
class Pending {
  all = false;
  wholes = new Map<string, DataPath>();
  collections = new Map<object, CollectionChanges>();
  undo: (() => void)[] = [];
  calls = new Set<CallChanges>();
  get empty() {
    return !this.all && !this.wholes.size && !this.collections.size && !this.undo.length;
  }
}

/** One batch: its ops (values as they are when it is taken), and what takes it back. */
export interface TakenBatch {
  ops: DataOp[];
  undo: (() => void)[];
  calls: Set<CallChanges>;
}

const LIST_METHODS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
]);
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
const isIndex = (key: string | symbol): key is string =>
  typeof key === 'string' && /^(0|[1-9]\d*)$/.test(key);
const pathKey = (path: DataPath) => JSON.stringify(path);

export class DataTracker implements StoreTracker {
  private readonly context = new AsyncLocalStorage<CallChanges>();
  private readonly views = new WeakMap<object, object>();
  private readonly raws = new WeakMap<object, object>();
  private pending = new Pending();

  /**
   * @param current the data set in memory now (the store's own object, never a view)
   * @param orphanChanged called when something changed outside a call (no one will ask for it to be written)
   */
  constructor(
    private readonly current: () => MockDb,
    private readonly orphanChanged: () => void = () => undefined,
  ) {}

  /** Runs one call of the API; what it changes is noted as its own. */
  within<T>(call: CallChanges, run: () => T): T {
    return this.context.run(call, run);
  }

  view(data: MockDb): MockDb {
    return this.viewOf(data, { kind: 'root' }) as MockDb;
  }

  replaced(previous: MockDb | undefined, restore: (data: MockDb) => void): void {
    this.note(() => {
      if (previous) restore(previous);
    });
    this.pending.all = true;
    this.pending.wholes.clear();
    this.pending.collections.clear();
  }

  /** Whether anything changed that is not yet taken. */
  get hasPending(): boolean {
    return !this.pending.empty;
  }

  /** Takes what changed since the last batch, as ops with the values of now. */
  take(): TakenBatch | undefined {
    const pending = this.pending;
    if (pending.empty) return undefined;
    this.pending = new Pending();
    return { ops: this.opsOf(pending), undo: pending.undo, calls: pending.calls };
  }

  /**
   * Takes back batches that could not be written, and every change made since (which may build
   * on them): the data set is again what the file holds. Each call that had a change among them
   * is told why (its answer says so).
   */
  takeBack(batches: TakenBatch[], failure: Error): void {
    const later = this.pending;
    this.pending = new Pending();
    const all = [...batches, { undo: later.undo, calls: later.calls }];
    for (let index = all.length - 1; index >= 0; index -= 1) {
      const { undo, calls } = all[index];
      for (let step = undo.length - 1; step >= 0; step -= 1) undo[step]();
      for (const call of calls) call.failure ??= failure;
    }
  }

  private viewOf(raw: object, place: Locator): object {
    const known = this.views.get(raw);
    if (known) return known;
    const views = this.views;
    // Inside a row (where nearly every read is), the shortest path: a value, or the view of an object.
    const readInRow = (target: object, key: string | symbol) => {
      const value: unknown = (target as Record<string | symbol, unknown>)[key];
      if (typeof value !== 'object' || value === null || typeof key === 'symbol') return value;
      return views.get(value) ?? this.viewOf(value, place);
    };
    const read = (target: object, key: string | symbol) => {
      const where = place;
      if (
        where.kind === 'collection' &&
        Array.isArray(target) &&
        typeof key === 'string' &&
        LIST_METHODS.has(key)
      )
        return this.listMethod(target, where.path, key);
      const value: unknown = Reflect.get(target, key, target);
      if (!isObject(value) || typeof key === 'symbol') return value;
      return views.get(value) ?? this.viewOf(value, this.childPlace(where, target, key, value));
    };
    const view = new Proxy(raw, {
      get: place.kind === 'row' ? readInRow : read,
      set: (target, key, value: unknown) => {
        if (typeof key === 'symbol') return Reflect.set(target, key, value, target);
        this.changed(place, target, key, 'set', this.rawOf(value));
        return true;
      },
      defineProperty: (target, key, descriptor) => {
        if (typeof key === 'symbol' || !('value' in descriptor))
          return Reflect.defineProperty(target, key, descriptor);
        this.changed(place, target, key, 'set', this.rawOf(descriptor.value));
        return true;
      },
      deleteProperty: (target, key) => {
        if (typeof key === 'symbol') return Reflect.deleteProperty(target, key);
        this.changed(place, target, key, 'delete');
        return true;
      },
    });
    this.views.set(raw, view);
    this.raws.set(view, raw);
    return view;
  }

  private childPlace(where: Locator, target: object, key: string, value: object): Locator {
    if (where.kind === 'root')
      return key === 'tables' ? { kind: 'tables' } : { kind: 'collection', path: [key] };
    if (where.kind === 'tables') return { kind: 'collection', path: ['tables', key] };
    if (where.kind === 'collection')
      return { kind: 'row', collection: target, path: where.path, row: Array.isArray(target) ? value : key };
    return where;
  }

  /** A value stored into the data set, with every view in it replaced by its object. */
  private rawOf(value: unknown, depth = 0): unknown {
    if (!isObject(value)) return value;
    const raw = this.raws.get(value);
    if (raw) return raw;
    if (depth > 64) return value;
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const inner = record[key];
      if (isObject(inner)) {
        const unwrapped = this.rawOf(inner, depth + 1);
        if (unwrapped !== inner) record[key] = unwrapped;
      }
    }
    return value;
  }

  /** Records who changed the data set and how to undo it (in the order the changes are made). */
  private note(undo: () => void): void {
    const call = this.context.getStore();
    this.pending.undo.push(undo);
    if (call) {
      call.changed = true;
      this.pending.calls.add(call);
    } else {
      this.orphanChanged();
    }
  }

  private collectionOf(collection: object, path: DataPath): CollectionChanges {
    let changes = this.pending.collections.get(collection);
    if (!changes) {
      changes = { path, list: [], rows: new Set() };
      this.pending.collections.set(collection, changes);
    }
    return changes;
  }

  private changed(where: Locator, target: object, key: string, how: 'set' | 'delete', value?: unknown): void {
    const record = target as Record<string, unknown>;
    const had = Object.prototype.hasOwnProperty.call(target, key);
    const before = record[key];
    const list = Array.isArray(target) ? (target as unknown[]) : undefined;
    const lengthBefore = list?.length ?? 0;
    const tail =
      list && key === 'length' && how === 'set' && Number(value) < list.length
        ? list.slice(Number(value))
        : undefined;
    if (how === 'set') record[key] = value;
    else delete record[key];
    this.note(() => {
      if (tail && list) {
        list.length = Number(before);
        tail.forEach((row, index) => (list[list.length - tail.length + index] = row));
      } else if (had) record[key] = before;
      else delete record[key];
      // An element set past the end made the list longer.
      if (list && !tail && key !== 'length' && list.length > lengthBefore) list.length = lengthBefore;
    });

    if (where.kind === 'root') this.pending.wholes.set(pathKey([key]), [key]);
    else if (where.kind === 'tables') this.pending.wholes.set(pathKey(['tables', key]), ['tables', key]);
    else if (where.kind === 'row') this.collectionOf(where.collection, where.path).rows.add(where.row);
    else if (!list) this.collectionOf(target, where.path).rows.add(key);
    else {
      const changes = this.collectionOf(target, where.path);
      if (key === 'length') changes.list.push({ op: 'len', length: Number(value) });
      else if (!isIndex(key)) this.pending.wholes.set(pathKey(where.path), where.path);
      else if (how === 'set') changes.list.push({ op: 'put', index: Number(key), value });
      else changes.list.push({ op: 'del', index: Number(key) });
    }
  }

  /** push, splice... of a collection, done on the list itself and noted as one op. */
  private listMethod(list: unknown[], path: DataPath, name: string) {
    const rawOf = (value: unknown) => this.rawOf(value);
    const note = (undo: () => void) => this.note(undo);
    const wholeList = () => this.pending.wholes.set(pathKey(path), path);
    const splice = (start: number, deleteCount: number, items: unknown[]) => {
      const inserted = items.map(rawOf);
      const removed = spliceRows(list, start, deleteCount, inserted);
      note(() => void spliceRows(list, start, inserted.length, removed));
      this.collectionOf(list, path).list.push({ op: 'splice', start, deleteCount, items: inserted });
      return removed;
    };
    return function (this: unknown, ...args: unknown[]) {
      const length = list.length;
      switch (name) {
        case 'push':
          splice(length, 0, args);
          return list.length;
        case 'unshift':
          splice(0, 0, args);
          return list.length;
        case 'pop':
          return length ? splice(length - 1, 1, [])[0] : undefined;
        case 'shift':
          return length ? splice(0, 1, [])[0] : undefined;
        case 'splice': {
          if (!args.length) return [];
          const relative = Math.trunc(Number(args[0]) || 0);
          const start = relative < 0 ? Math.max(length + relative, 0) : Math.min(relative, length);
          const count =
            args.length === 1
              ? length - start
              : Math.min(Math.max(Math.trunc(Number(args[1]) || 0), 0), length - start);
          return splice(start, count, args.slice(2));
        }
        default: {
          // sort, reverse, fill, copyWithin: the whole list is written.
          const copy = list.slice();
          const method = (Array.prototype as unknown as Record<string, (...a: unknown[]) => unknown>)[name];
          method.apply(list, args.map(rawOf));
          note(() => {
            list.length = 0;
            copy.forEach((row, index) => (list[index] = row));
          });
          wholeList();
          return this;
        }
      }
    };
  }

  private opsOf(pending: Pending): DataOp[] {
    const root = this.current() as unknown as Record<string, unknown>;
    if (pending.all) return [['all', root]];
    const ops: DataOp[] = [];
    const wholes = [...pending.wholes.values()];
    const within = (outer: DataPath, path: DataPath) =>
      outer.length <= path.length && outer.every((key, index) => path[index] === key);
    const valueAt = (path: DataPath) =>
      path.reduce<unknown>(
        (node, key) => (isObject(node) ? (node as Record<string, unknown>)[key] : undefined),
        root,
      );
    const has = (path: DataPath) => {
      const parent = valueAt(path.slice(0, -1));
      return isObject(parent) && Object.prototype.hasOwnProperty.call(parent, path[path.length - 1]);
    };
    for (const path of wholes) {
      if (wholes.some((outer) => outer.length < path.length && within(outer, path))) continue;
      ops.push(has(path) ? ['put', path, valueAt(path)] : ['del', path]);
    }
    for (const [collection, changes] of pending.collections) {
      const { path } = changes;
      if (wholes.some((outer) => within(outer, path)) || valueAt(path) !== collection) continue;
      for (const change of changes.list) {
        if (change.op === 'splice')
          ops.push(['splice', path, change.start, change.deleteCount, change.items]);
        else if (change.op === 'put') ops.push(['put', [...path, change.index], change.value]);
        else if (change.op === 'del') ops.push(['del', [...path, change.index]]);
        else ops.push(['len', path, change.length]);
      }
      const record = collection as Record<string, unknown>;
      for (const row of changes.rows) {
        if (typeof row === 'string') {
          ops.push(
            Object.prototype.hasOwnProperty.call(record, row)
              ? ['put', [...path, row], record[row]]
              : ['del', [...path, row]],
          );
        } else if (Array.isArray(collection)) {
          const index = collection.indexOf(row);
          if (index >= 0) ops.push(['put', [...path, index], row]);
        }
      }
    }
    return ops;
  }
}
