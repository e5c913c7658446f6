import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/node';
import { API } from '../../src/mocks/respond';
import { defineResource } from '../../src/model/defineResource';
import { required } from '../../src/model/rules';
import { registry } from '../../src/schemas';
import { findDialog, prepare, renderApp, signIn, tidy, valueOf, WAIT } from './renderApp';

type Gadget = { gid: number; title: string; broken: boolean };

/** A throwaway resource with create, edit (not on broken rows) and view. */
const gadget = defineResource<Gadget>({
  name: 'gadget',
  label: 'Gadgets',
  route: '/widget/list',
  idKey: 'gid',
  api: {
    list: { method: 'GET', path: '/gadget/list' },
    create: { method: 'POST', path: '/gadget' },
    update: { method: 'PUT', path: '/gadget/{gid}' },
  },
  createLabel: 'New Gadget',
  fields: [
    { key: 'gid', label: 'Gadget ID', column: true },
    { key: 'title', label: 'Title', column: true, form: { rules: [required('Please name the gadget')] } },
  ],
  rowActions: [
    { kind: 'edit', label: 'Edit', enabledWhen: (row) => !row.broken },
    { kind: 'view', label: 'View' },
  ],
});

const ROWS: Gadget[] = [
  { gid: 1, title: 'spinner', broken: false },
  { gid: 2, title: 'box', broken: true },
];

// The shell and the list screen are lazy chunks: load them once here, so that the first test does
// not spend its wait on them on a busy machine.
beforeAll(async () => {
  await Promise.all([import('../../src/pages/shell/AppShell'), import('../../src/resources/SchemaList')]);
}, 60_000);

beforeEach(async () => {
  prepare();
  await signIn();
  server.use(
    http.get(`${API}/gadget/list`, () => HttpResponse.json({ success: true, data: { list: ROWS } })),
  );
});
afterEach(tidy);

function openAt(path: string, schema = gadget) {
  return renderApp(path, [...registry.filter((other) => other.route !== schema.route), schema]);
}

/** The first screen of a file loads the shell and list code: slow on a busy machine. */
const FIRST_LOAD = { timeout: 30_000 };

const search = (app: ReturnType<typeof openAt>) => new URLSearchParams(app.router.state.location.search);

describe('a list form has an address', () => {
  it(
    'puts ?create in the address when create opens, and closing removes it',
    { timeout: 60_000 },
    async () => {
      const app = openAt('/widget/list');
      await screen.findByRole('cell', { name: 'spinner' }, FIRST_LOAD);
      await app.user.click(screen.getByRole('button', { name: /New Gadget$/ }));

      await findDialog('New Gadget');
      expect(search(app).has('create')).toBe(true);
      await app.user.click(screen.getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Gadget' })).toBeNull(), WAIT);
      expect(search(app).has('create')).toBe(false);
    },
  );

  it('opens the edit form of the row an ?edit=<id> address names, e.g. after a reload', async () => {
    openAt('/widget/list?edit=1');

    const dialog = await findDialog('Edit Gadgets');
    expect(valueOf(within(dialog).getByRole('textbox', { name: 'Title' }))).toBe('spinner');
  });

  it('opens a row’s view form from ?view=<id>', async () => {
    openAt('/widget/list?view=2');

    const dialog = await findDialog('View Gadgets');
    expect(valueOf(within(dialog).getByRole('textbox', { name: 'Title' }))).toBe('box');
  });

  it('closes the form with Back and opens it again with Forward, keeping the list filters', async () => {
    const app = openAt('/widget/list?pageSize=20');
    await screen.findByRole('cell', { name: 'spinner' }, WAIT);
    const row = (await screen.findByRole('cell', { name: 'spinner' }, WAIT)).closest('tr') as HTMLElement;
    await app.user.click(within(row).getByRole('button', { name: 'Edit' }));
    await findDialog('Edit Gadgets');
    expect(search(app).get('edit')).toBe('1');
    expect(search(app).get('pageSize')).toBe('20');

    await app.router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Gadgets' })).toBeNull(), WAIT);
    expect(search(app).has('edit')).toBe(false);

    await app.router.navigate(1);
    await findDialog('Edit Gadgets');
  });

  it('says so when the id is not in the list, removes it and leaves the list as it is', async () => {
    const app = openAt('/widget/list?edit=99');

    expect(
      await screen.findByText('There is no record with ID 99 in this list', undefined, WAIT),
    ).toBeTruthy();
    await waitFor(() => expect(search(app).has('edit')).toBe(false), WAIT);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('cell', { name: 'box' })).toBeTruthy();
  });

  it('refuses an edit address on a row whose Edit is disabled', async () => {
    const app = openAt('/widget/list?edit=2');

    expect(await screen.findByText('This record cannot be edited', undefined, WAIT)).toBeTruthy();
    await waitFor(() => expect(search(app).has('edit')).toBe(false), WAIT);
    expect(screen.queryByRole('dialog', { name: 'Edit Gadgets' })).toBeNull();
  });

  it('refuses ?create on a list without a create form', async () => {
    const { createLabel: _unused, ...readOnly } = gadget;
    const app = openAt('/widget/list?create', readOnly);

    expect(await screen.findByText('This list has no create form', undefined, WAIT)).toBeTruthy();
    await waitFor(() => expect(search(app).has('create')).toBe(false), WAIT);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
