import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/providers/data/dataProvider';
import {
  call,
  CallError,
  rearmUnauthorized,
  setErrorToast,
  setLoginRedirect,
} from '../../src/providers/http';
import { registry } from '../../src/schemas';
import { defineResource } from '../../src/model/defineResource';
import { required } from '../../src/model/rules';
import { CONFLICT_MESSAGE, VERSION_HEADER } from '../../src/model/recordVersion';
import { changedFields, conflictRecord, currentRecord, sameValue } from '../../src/resources/form/conflicts';
import { throwawayHead } from './fixtures/throwaway';
import { ADMIN_EMAIL, loginAs } from './helpers';

type Row = Record<string, unknown>;

/** A throwaway resource whose records carry their version (`updated_time`), with a detail call. */
const versioned = defineResource<{ tool_id: number; name: string; size: string; updated_time: string }>()({
  ...throwawayHead('tool', 'Tool', '/widget', 3, 'tool_id'),
  api: {
    ...throwawayHead('tool', 'Tool', '/widget', 3, 'tool_id').api,
    show: { method: 'GET', path: '/ssp_publisher/tool/{tool_id}' },
  },
  seed: [{ tool_id: 1, name: 'Hammer', size: 's', updated_time: '2024-01-02 03:04:05' }],
  fields: [
    { key: 'tool_id', label: 'ID', column: true },
    { key: 'name', label: 'Tool Name', column: true, form: { rules: [required('Please name it')] } },
    {
      key: 'size',
      label: 'Size',
      kind: 'select',
      options: [
        { value: 's', label: 'Small' },
        { value: 'l', label: 'Large' },
      ],
      form: {},
    },
    { key: 'updated_time', label: 'Updated Time', column: true },
  ],
});

/** One whose records carry none (no `updated_time`) and that has no detail call. */
const unversioned = defineResource<{ part_id: number; name: string }>()({
  ...throwawayHead('part', 'Part', '/widget', 4, 'part_id'),
  seed: [{ part_id: 1, name: 'Bolt' }],
  fields: [
    { key: 'part_id', label: 'ID', column: true },
    { key: 'name', label: 'Part Name', column: true, form: { rules: [required('Please name it')] } },
  ],
});

const dataProvider = createDataProvider(registry);
const TOOL = '/ssp_publisher/tool/1';

const show = async () => (await call<Row>({ path: TOOL })).data as Row;
const put = (body: Row, version?: string) =>
  call<Row>({
    method: 'PUT',
    path: TOOL,
    body,
    silent: true,
    headers: version ? { [VERSION_HEADER]: version } : undefined,
  });
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(CallError);
  return error as CallError;
};

beforeAll(() => registry.push(versioned, unversioned));
afterAll(() => {
  registry.splice(registry.indexOf(versioned), 1);
  registry.splice(registry.indexOf(unversioned), 1);
});
beforeEach(async () => {
  rearmUnauthorized();
  setLoginRedirect(() => undefined);
  setErrorToast(() => undefined);
  await loginAs(ADMIN_EMAIL);
});

describe('the embedded API refuses an update made from an older version', () => {
  it('saves an update that names the version it was made from, and gives the record a new one', async () => {
    const opened = await show();
    expect(opened.updated_time).toBe('2024-01-02 03:04:05');

    const saved = (await put({ name: 'Mallet' }, String(opened.updated_time))).data as Row;

    expect(saved.name).toBe('Mallet');
    expect(String(saved.updated_time) > String(opened.updated_time)).toBe(true);
  });

  it('refuses one made from a version changed since: HTTP 409, code 409, the record as it is now', async () => {
    const opened = await show();
    await put({ name: 'Mallet' }, String(opened.updated_time));

    const error = await refusal(put({ name: 'Sledge' }, String(opened.updated_time)));

    expect(error.statusCode).toBe(409);
    expect(error.message).toBe(CONFLICT_MESSAGE);
    expect(error.body).toMatchObject({ success: false, code: 409, msg: CONFLICT_MESSAGE });
    expect(conflictRecord(error)).toMatchObject({ tool_id: 1, name: 'Mallet', size: 's' });
    expect((await show()).name).toBe('Mallet');
  });

  it('gives two saves within the same second two versions, so the second one made from the first is refused', async () => {
    const opened = await show();
    const first = (await put({ name: 'One' }, String(opened.updated_time))).data as Row;
    const second = (await put({ name: 'Two' }, String(first.updated_time))).data as Row;

    expect(second.updated_time).not.toBe(first.updated_time);
    expect((await refusal(put({ name: 'Three' }, String(first.updated_time)))).statusCode).toBe(409);
  });

  it('saves an update that names no version as before (a client that does not check)', async () => {
    const opened = await show();
    await put({ name: 'Mallet' }, String(opened.updated_time));

    expect(((await put({ name: 'Sledge' })).data as Row).name).toBe('Sledge');
  });

  it('does not check a record that has no version', async () => {
    const saved = await call<Row>({
      method: 'PUT',
      path: '/ssp_publisher/part/1',
      body: { name: 'Nut' },
      headers: { [VERSION_HEADER]: '2000-01-01 00:00:00' },
    });

    expect(saved.data).toMatchObject({ part_id: 1, name: 'Nut' });
  });

  it("sends the version of the data provider's update (meta.version) in the header", async () => {
    const opened = await show();
    await dataProvider.update({
      resource: 'tool',
      id: 1,
      variables: { name: 'Mallet' },
      meta: { version: opened.updated_time },
    });

    const error = await refusal(
      dataProvider.update({
        resource: 'tool',
        id: 1,
        variables: { name: 'Sledge' },
        meta: { version: opened.updated_time },
      }),
    );
    expect(conflictRecord(error)?.name).toBe('Mallet');
  });
});

describe('what changed, as the form compares it', () => {
  it('lists the form fields whose value differs, with the value opened, the server one and the form one', () => {
    const opened = { tool_id: 1, name: 'Hammer', size: 's', updated_time: 'a' };
    const current = { tool_id: 1, name: 'Mallet', size: 's', updated_time: 'b' };

    const changes = changedFields(versioned, opened, current, { name: 'Sledge', size: 'l' });

    expect(changes.map(({ field, ...values }) => ({ key: field.key, ...values }))).toEqual([
      { key: 'name', opened: 'Hammer', server: 'Mallet', mine: 'Sledge' },
    ]);
  });

  it('takes empty values (missing, null, empty text or list) as the same', () => {
    expect(sameValue(undefined, '')).toBe(true);
    expect(sameValue(null, [])).toBe(true);
    expect(sameValue(['a'], ['a'])).toBe(true);
    expect(sameValue('a', 'b')).toBe(false);
  });

  it('reads the current record by its detail, else by its list row (the list asked for its id)', async () => {
    await put({ name: 'Mallet' });
    expect(await currentRecord(dataProvider, versioned, { tool_id: 1 }, {})).toMatchObject({
      name: 'Mallet',
    });

    await call({ method: 'PUT', path: '/ssp_publisher/part/1', body: { name: 'Washer' } });
    expect(await currentRecord(dataProvider, unversioned, { part_id: 1 }, {})).toMatchObject({
      part_id: 1,
      name: 'Washer',
    });
  });
});
