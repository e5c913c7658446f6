import { describe, expect, it } from 'vitest';
import {
  addPending,
  removePending,
  sendPending,
  withPending,
  type PendingChange,
} from '../../src/resources/undo/pendingChanges';
import user from '../../src/schemas/user';
import postback from '../../src/schemas/postback';

const rows = [
  { user_id: 1, user_name: 'Admin', status: 0 },
  { user_id: 2, user_name: 'Publisher', status: 0 },
  { user_id: 3, user_name: 'Alice Editor', status: 0 },
];

const change = (part: Partial<PendingChange>): PendingChange => ({
  key: 1,
  resource: 'user',
  ids: [],
  effect: { remove: true },
  send: () => undefined,
  ...part,
});

describe('waiting changes shown over the rows', () => {
  it('leaves deleted rows out and shows changed fields, for its own resource only', () => {
    const changes = [
      change({ key: 1, ids: ['2'] }),
      change({ key: 2, ids: ['3'], effect: { sets: { status: 1 } } }),
      change({ key: 3, resource: 'postback', ids: ['1'] }),
    ];
    expect(withPending(user, rows, changes)).toEqual([
      { user_id: 1, user_name: 'Admin', status: 0 },
      { user_id: 3, user_name: 'Alice Editor', status: 1 },
    ]);
    // Nothing waits for the postbacks' rows here: the same array back.
    expect(withPending(postback, rows, [])).toBe(rows);
  });

  it("sends a resource's waiting changes when asked (its screen is left), and only those", () => {
    const sent: number[] = [];
    addPending(change({ key: 11, send: () => sent.push(11) }));
    addPending(change({ key: 12, resource: 'postback', send: () => sent.push(12) }));
    sendPending('user');
    expect(sent).toEqual([11]);
    removePending(11);
    removePending(12);
  });
});
