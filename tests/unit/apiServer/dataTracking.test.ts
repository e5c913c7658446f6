// The tracker behind `npm run api --data`: what a batch writes for each kind of change, replayed
// onto the data set as it was gives the data set as it is; taken back, the data set is as it was.
import { types } from 'node:util';
import { describe, expect, it } from 'vitest';
import { applyOps } from '../../../server/dataOps';
import { DataTracker, type CallChanges } from '../../../server/dataTracking';
import { seedDb, type MockDb } from '../../../src/mocks/store/seed';

function tracked() {
  let current: MockDb = {
    ...seedDb(),
    tables: { rows: Array.from({ length: 1000 }, (_, id) => ({ id, tags: ['a'] })) },
  };
  const before = JSON.parse(JSON.stringify(current)) as MockDb;
  const tracker = new DataTracker(() => current);
  const view = () => tracker.view(current);
  const replace = (data: MockDb) => {
    const previous = current;
    current = data;
    tracker.replaced(previous, (restored) => (current = restored));
  };
  return { tracker, view, replace, before, now: () => current };
}

type Row = { id: number; tags: string[]; name?: string };
const change = (db: MockDb) => {
  const rows = db.tables!.rows as Row[];
  rows.push({ id: 1000, tags: [] });
  rows.splice(10, 3);
  const row = rows.find((candidate) => candidate.id === 500)!;
  row.tags.push('b');
  row.name = 'changed';
  rows.splice(rows.indexOf(rows.find((candidate) => candidate.id === 20)!), 1);
  rows.unshift({ id: -1, tags: [] });
  db.users[0].user_name = 'Renamed';
  db.users = db.users.filter((user, index) => index === 0 || user.user_id > 0);
  db.sessions.token = 1;
  delete db.sessions.token;
  db.sessions.kept = 1;
  db.nextId += 1;
  (db.tables!.fresh = [] as unknown[]).push({ id: 1 });
  db.channels.sort((a, b) => b.id - a.id);
  db.channels.length = 1;
};

describe('the data set tracker', () => {
  it('writes a batch that, replayed on the data set as it was, gives the data set as it is', () => {
    const { tracker, view, before, now } = tracked();
    const call: CallChanges = { changed: false };
    tracker.within(call, () => change(view()));
    expect(call.changed).toBe(true);
    const batch = tracker.take()!;
    const line = JSON.stringify({ n: 1, ops: batch.ops });
    // Rows of the long list are written one by one, never the whole list.
    expect(line.length).toBeLessThan(JSON.stringify(before.tables!.rows).length / 4);
    expect(applyOps(before, JSON.parse(line).ops)).toEqual(JSON.parse(JSON.stringify(now())));
  });

  it('takes a batch back: the data set is as it was, and the call is told why', () => {
    const { tracker, view, before, now, replace } = tracked();
    const call: CallChanges = { changed: false };
    tracker.within(call, () => change(view()));
    const batch = tracker.take()!;
    const later: CallChanges = { changed: false };
    tracker.within(later, () => {
      view().users[0].status = 1;
      replace(seedDb());
    });
    const failure = new Error('ENOSPC');
    tracker.takeBack([batch], failure);
    expect(JSON.parse(JSON.stringify(now()))).toEqual(before);
    expect(call.failure).toBe(failure);
    expect(later.failure).toBe(failure);
    expect(tracker.hasPending).toBe(false);
  });

  it('stores objects, never its views, so a row read and stored again is the same row', () => {
    const { tracker, view, now } = tracked();
    tracker.within({ changed: false }, () => {
      const db = view();
      const rows = db.tables!.rows as Row[];
      rows.push({ ...rows[0], id: 2000 });
      db.users = db.users.filter(() => true);
    });
    const raw = now();
    expect(raw.users.some((user) => types.isProxy(user))).toBe(false);
    expect(types.isProxy((raw.tables!.rows.at(-1) as Row).tags)).toBe(false);
    expect(raw.tables!.rows.at(-1)).toEqual({ id: 2000, tags: ['a'] });
    expect(view().users.indexOf(view().users[1])).toBe(1);
  });
});
