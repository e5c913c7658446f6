import { describe, expect, it } from 'vitest';
import { bulkActions, NOT_AVAILABLE } from '../../src/resources/bulk/bulkActions';
import { recordName } from '../../src/resources/recordNames';
import { BULK_CONCURRENCY, runBulk, SKIPPED } from '../../src/resources/bulk/runBulk';
import { bulkRefusal, unselectableBecause } from '../../src/resources/bulk/rowRefusal';
import {
  bulkQuestion,
  bulkResult,
  declaredTexts,
  DELETE_TEXTS,
  STATUS_TEXTS,
} from '../../src/resources/bulk/bulkTexts';
import type { RowAction } from '../../src/model/types';
import { registry } from '../../src/schemas';
import postback from '../../src/schemas/postback';
import searchSite from '../../src/schemas/searchSite';
import site from '../../src/schemas/site';
import user from '../../src/schemas/user';
import userGroup from '../../src/schemas/userGroup';

describe('bulk actions derived from the schemas', () => {
  it('offers each row action declaring bulk, then Enable/Disable where a status toggle is declared, nothing else', () => {
    // The rule, over every schema present (a scaffolded one too): the bar's actions are the row
    // actions declaring `bulk`, in order (a DELETE call as Delete), then the status toggle's two.
    for (const schema of registry) {
      const declared = (schema.rowActions ?? []).flatMap((action) =>
        'bulk' in action && action.bulk
          ? [action.kind === 'call' && action.call.method === 'DELETE' ? 'delete' : (action.label ?? 'Edit')]
          : [],
      );
      const expected = [...declared, ...(schema.statusToggle ? ['enable', 'disable'] : [])];
      expect([schema.name, bulkActions(schema).map((action) => action.kind)]).toEqual([
        schema.name,
        expected,
      ]);
    }
    // The shipped lists, as their schemas declare them.
    expect(bulkActions(postback).map((action) => action.kind)).toEqual(['enable', 'disable']);
    expect(bulkActions(user).map((action) => action.kind)).toEqual(['delete', 'enable', 'disable']);
    expect(bulkActions(userGroup).map((action) => action.kind)).toEqual(['delete']);
    expect(bulkActions(site).map((action) => action.kind)).toEqual(['Verify ads.txt']);
    expect(bulkActions(searchSite).map((action) => action.kind)).toEqual(['Retry']);
  });

  it('leaves out a row action that does not declare bulk, and a custom one without its call', () => {
    const { bulk: _bulk, ...plainDelete } = user.rowActions![1] as Extract<RowAction, { kind: 'call' }>;
    expect(bulkActions({ ...user, statusToggle: undefined, rowActions: [plainDelete] })).toEqual([]);
    // An edit's bulk is its update; without one there is nothing to call.
    expect(bulkActions({ ...searchSite, api: { list: searchSite.api.list } })).toEqual([]);
  });

  it('verifies ads.txt one site after another, and reads missing lines as a failure', () => {
    const [verify] = bulkActions(site);
    expect(verify.call).toMatchObject({ method: 'POST', path: '/ssp_publisher/domain/{id}/verify_adstxt' });
    expect(verify.concurrency).toBe(1);
    expect(verify.effect).toBeUndefined();
    expect(verify.failure?.({ result: ['google.com, pub-1, DIRECT'] })).toBe('Some lines are missing');
    expect(verify.failure?.({ result: [] })).toBeUndefined();
    expect(verify.unavailable({ id: 1, ads_txt_status: 'N/A' })).toBe(
      "This site's ads.txt is not ready yet (Wait For Ads.txt)",
    );
    expect(bulkQuestion(verify.texts, 2)).toBe('Verify ads.txt of 2 sites?');
  });

  it('retries failed search sites with their update (sent for review), other rows refused', () => {
    const [retry] = bulkActions(searchSite);
    expect(retry.call.body?.({ id: 4, domain: 'x.example', status: 2 }, {})).toMatchObject({ status: 3 });
    expect(retry.unavailable({ id: 4, status: 2, domain_source: 'custom' })).toBeUndefined();
    expect(retry.unavailable({ id: 5, status: 1 })).toBe(NOT_AVAILABLE);
    expect(bulkResult(retry.texts, 1, 2)).toBe('Sent 1 of 2 for review');
  });

  it('holds deletes and status changes for Undo, showing them at once', () => {
    const [remove, enable] = bulkActions(user);
    expect(remove.effect).toEqual({ remove: true });
    expect(enable.effect).toEqual({ sets: { status: 0 } });
    expect(bulkActions(searchSite)[0].effect).toBeUndefined();
  });

  it('fills the call of each row as the single action does', () => {
    const [remove, enable, disable] = bulkActions(user);
    const alice = { user_id: 3, user_name: 'Alice Editor', status: 1 };
    expect(remove.call).toMatchObject({ method: 'DELETE', path: '/ssp_publisher/user/{user_id}' });
    expect(remove.access).toBe('delete');
    expect(enable.call.body?.(enable.values(alice), {})).toEqual({ id: 3, status: 0 });
    expect(disable.call.body?.(disable.values(alice), {})).toEqual({ id: 3, status: 1 });
    expect(enable.alreadyDone(alice)).toBe(false);
    expect(disable.alreadyDone(alice)).toBe(true);
    const [pause] = bulkActions(postback).filter((action) => action.kind === 'disable');
    expect(pause.call.body?.(pause.values({ postback_id: 9, status: 1 }), {})).toEqual({
      postback_id: 9,
      status: 2,
    });
  });

  it("refuses rows where the row action is hidden or disabled, with the action's reason", () => {
    const schema = {
      ...userGroup,
      rowActions: [
        {
          kind: 'call' as const,
          label: 'Delete',
          call: { method: 'DELETE' as const, path: '/x/{id}' },
          bulk: true as const,
          visibleWhen: (row: Record<string, unknown>) => row.id !== 1,
          enabledWhen: (row: Record<string, unknown>) => row.id !== 2,
          disabledReason: 'In use',
        },
      ],
    };
    const [remove] = bulkActions(schema);
    expect([1, 2, 3].map((id) => remove.unavailable({ id }))).toEqual([NOT_AVAILABLE, 'In use', undefined]);
  });

  it('finds the rows no bulk action can ever change (the admin user), with each reason once', async () => {
    const actions = bulkActions(user);
    const admin = { user_id: 1, user_name: 'Admin', is_admin: true, status: 0 };
    const alice = { user_id: 3, user_name: 'Alice Editor', is_admin: false, status: 0 };
    expect(await bulkRefusal(user, actions[0], admin)).toBe('The admin user cannot be deleted');
    expect(await unselectableBecause(user, actions, admin)).toEqual([
      'The admin user cannot be deleted',
      'The admin user cannot be disabled',
    ]);
    expect(await unselectableBecause(user, actions, alice)).toBeUndefined();
    // A built-in group cannot be deleted, the list's only bulk action.
    expect(await unselectableBecause(userGroup, bulkActions(userGroup), { id: 1, type: 1 })).toEqual([
      'Built-in user groups cannot be deleted',
    ]);
  });

  it('says rows already as asked apart from the done ones', () => {
    expect(bulkResult(STATUS_TEXTS.disable, 2, 3, 1)).toBe('Disabled 2 of 3; 1 was already disabled');
    expect(bulkResult(STATUS_TEXTS.enable, 1, 3, 2)).toBe('Enabled 1 of 3; 2 were already enabled');
    expect(bulkResult(STATUS_TEXTS.disable, 3, 3)).toBe('Disabled 3 of 3');
    expect(bulkResult(DELETE_TEXTS, 2, 3)).toBe('Deleted 2 of 3');
    // A declared action without texts of its own is named by its label.
    expect(bulkQuestion(declaredTexts('Archive'), 3)).toBe('Archive 3 records?');
    expect(bulkResult(declaredTexts('Archive'), 2, 3)).toBe('Archive: 2 of 3 done');
  });

  it('names a row by its first text column and its id', () => {
    expect(recordName(user, { user_id: 2, user_name: 'Publisher', email: 'p@x' })).toBe('Publisher (2)');
    expect(recordName(userGroup, { id: 7, name: '' })).toBe('7');
  });
});

describe('runBulk', () => {
  it('runs a few at a time, never stops at a failure, and reports progress and the outcome in order', async () => {
    let running = 0;
    let most = 0;
    const progress: number[] = [];
    const outcome = await runBulk(
      [1, 2, 3, 4, 5, 6, 7],
      async (item) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, (8 - item) * 2));
        running -= 1;
        if (item % 3 === 0) throw new Error(`no ${item}`);
        return item === 4 || item === 1 ? SKIPPED : undefined;
      },
      { onProgress: (finished) => progress.push(finished) },
    );
    expect(most).toBe(BULK_CONCURRENCY);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(outcome.done).toEqual([2, 5, 7]);
    // Items needing nothing are counted apart.
    expect(outcome.skipped).toEqual([1, 4]);
    expect(outcome.failed).toEqual([
      { item: 3, reason: 'no 3' },
      { item: 6, reason: 'no 6' },
    ]);
  });
});
