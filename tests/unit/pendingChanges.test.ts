import { describe, expect, it } from 'vitest';
import { clearSession, setToken } from '../../src/providers/session/session';
import { finishBeforeSignOut } from '../../src/providers/auth/beforeSignOut';
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
  send: () => Promise.resolve(),
  drop: () => undefined,
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
    const sending = (key: number) => async () => void sent.push(key);
    addPending(change({ key: 11, send: sending(11) }));
    addPending(change({ key: 12, resource: 'postback', send: sending(12) }));
    void sendPending('user');
    expect(sent).toEqual([11]);
    removePending(11);
    removePending(12);
  });

  it('sends every waiting change before signing out and waits for the answers, a bounded time', async () => {
    const steps: string[] = [];
    addPending(
      change({
        key: 21,
        send: async () => {
          steps.push('sent 21');
          await new Promise((answer) => setTimeout(answer, 20));
          steps.push('answered 21');
        },
      }),
    );
    // One whose answer never comes: signing out goes on once the limit is reached.
    addPending(change({ key: 22, resource: 'postback', send: () => new Promise<void>(() => undefined) }));
    const signingOut = finishBeforeSignOut(200).then(() => steps.push('signed out'));
    await signingOut;
    expect(steps).toEqual(['sent 21', 'answered 21', 'signed out']);
    removePending(21);
    removePending(22);
  });

  it('drops what still waits, unsent, when the session ends otherwise (a 401, another token)', () => {
    const dropped: number[] = [];
    const sent: number[] = [];
    addPending(change({ key: 31, send: async () => void sent.push(31), drop: () => dropped.push(31) }));
    setToken('a token');
    clearSession();
    expect(dropped).toEqual([31]);
    expect(sent).toEqual([]);
    removePending(31);
  });
});
