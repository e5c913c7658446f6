import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { bodyShape } from '../../src/calls/openapi/fieldShapes';
import { defineResource } from '../../src/model/defineResource';
import { referenceDrafts } from '../../src/mocks/contract/referenceDrafts';
import { referencedIds, wholePageSize, WHOLE_LIST_SIZE } from '../../src/model/references';
import type { ReferenceSpec, ResourceSchema } from '../../src/model/types';
import { recordName, recordTitle } from '../../src/resources/recordNames';
import { registry } from '../../src/schemas';
import user from '../../src/schemas/user';

describe('what a reference asks of the list it names', () => {
  it('a whole reference asks one page of 9999, or of its own size; another searches page by page', () => {
    expect(WHOLE_LIST_SIZE).toBe(9999);
    expect(wholePageSize({ resource: 'app', whole: true })).toBe(9999);
    expect(wholePageSize({ resource: 'userGroup', whole: { pageSize: 999 } })).toBe(999);
    expect(wholePageSize({ resource: 'site' })).toBeUndefined();
  });

  it("reads a reference's value as ids: one, a multiple reference's list, none when empty", () => {
    expect(referencedIds(1001)).toEqual(['1001']);
    expect(referencedIds([2, 3])).toEqual(['2', '3']);
    expect(referencedIds([2, '', null, 3])).toEqual(['2', '3']);
    expect(referencedIds('')).toEqual([]);
    expect(referencedIds(undefined)).toEqual([]);
    expect(referencedIds([])).toEqual([]);
  });

  it("a user's groups: the group list's page of 999, and its ids for the labels", () => {
    const drafts = referenceDrafts(registry).filter(
      (draft) => draft.operationId === 'userUserGroupReference',
    );
    expect(drafts).toHaveLength(1);
    const [draft] = drafts;
    expect([draft.method, draft.path]).toEqual(['GET', '/ssp_publisher/user_group/list']);
    expect(
      Object.fromEntries(
        Object.entries(draft.query ?? {}).map(([name, parameter]) => [name, parameter.examples ?? []]),
      ),
    ).toEqual({ ids: [], page_index: [1], page_size: [999] });
  });

  it("a user's groups are sent as a list of ids, at least one on create", () => {
    const create = bodyShape(user, 'create');
    const valid = (groups: unknown) =>
      z.safeParse(create, {
        user_name: 'Dana',
        email: 'dana@demo.test',
        password: 'Str0ng#pass',
        user_group: groups,
      }).success;
    expect(valid([2, 3])).toBe(true);
    expect(valid([])).toBe(false);
    expect(valid(2)).toBe(false);
  });
});

describe("recordTitle: a row's name", () => {
  const schema = (recordLabel?: string): ResourceSchema => ({
    name: 'gizmo',
    label: 'Gizmos',
    idKey: 'id',
    ...(recordLabel ? { recordLabel } : {}),
    api: { list: { method: 'GET', path: '/ssp_publisher/gizmo/list' } },
    fields: [
      { key: 'id', label: 'ID', column: true },
      { key: 'owner', label: 'Owner', column: true },
      { key: 'title', label: 'Title', column: true },
    ],
  });
  const row = { id: 7, owner: 'Ann', title: 'Blue gizmo' };

  it("is the schema's recordLabel, what references show, before any column", () => {
    expect(recordTitle(schema('title'), row)).toBe('Blue gizmo');
    expect(recordName(schema('title'), row)).toBe('Blue gizmo (7)');
  });

  it('falls back to the first text column when there is no recordLabel, or it is empty', () => {
    expect(recordTitle(schema(), row)).toBe('Ann');
    expect(recordTitle(schema('title'), { ...row, title: '' })).toBe('Ann');
    expect(recordName(schema('title'), { id: 7 })).toBe('7');
  });

  it("is the schema's recordName where no one field names a record (a link)", () => {
    const link = registry.find((candidate) => candidate.name === 'link') as ResourceSchema;
    const row = { id: 9, domain: 'findit.example', key_word: 'cheap flights', created_user_name: 'Admin' };
    expect(recordTitle(link, row)).toBe('findit.example · cheap flights');
  });

  it('names a shipped user by user_name and a user group by its name (their recordLabel)', () => {
    const group = registry.find((candidate) => candidate.name === 'userGroup') as ResourceSchema;
    expect(recordTitle(user, { user_id: 3, user_name: 'Alice Editor', email: 'alice@demo.test' })).toBe(
      'Alice Editor',
    );
    expect(recordTitle(group, { id: 3, name: 'Analysts', type: 2 })).toBe('Analysts');
  });
});

/*
 * Type checks (`npm run typecheck` reads this file): a multiple reference's resource and label key
 * are checked as a single one's, and it holds a list in the row; a single one does not.
 */
// @ts-expect-error -- 'nme' is no key of a user group's row
const misspelt: ReferenceSpec = { resource: 'userGroup', labelKey: 'nme', multiple: true };
void misspelt;

interface CrewRow {
  crew_id: number;
  site_id: number;
  group_ids: number[];
}
const crewHead = {
  name: 'crew',
  label: 'Crews',
  idKey: 'crew_id',
  api: { list: { method: 'GET', path: '/ssp_publisher/crew/list' } },
} as const;

defineResource<CrewRow>()({
  ...crewHead,
  fields: [
    { key: 'site_id', label: 'Site', kind: 'reference', reference: { resource: 'site' } },
    {
      key: 'group_ids',
      label: 'Groups',
      kind: 'reference',
      reference: { resource: 'userGroup', multiple: true },
    },
  ],
});
defineResource<CrewRow>()({
  ...crewHead,
  // @ts-expect-error -- site_id holds one id: a multiple reference holds no list in the row
  fields: [
    { key: 'site_id', label: 'Site', kind: 'reference', reference: { resource: 'site', multiple: true } },
  ],
});
defineResource<CrewRow>()({
  ...crewHead,
  // @ts-expect-error -- group_ids holds a list: the reference needs multiple: true
  fields: [{ key: 'group_ids', label: 'Groups', kind: 'reference', reference: { resource: 'userGroup' } }],
});
