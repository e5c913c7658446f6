import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { API } from '../../src/mocks/respond';
import { defineResource } from '../../src/model/defineResource';
import { maxLength, pattern, required } from '../../src/model/rules';
import { registry } from '../../src/schemas';
import {
  chooseOption,
  columnTexts,
  findDialog,
  isDisabled,
  prepare,
  renderScreen,
  rowKeys,
  signIn,
  tidy,
  WAIT,
} from './renderApp';

/**
 * A resource the console does not have: the schema below is all it takes to get a routed list
 * with a filter, columns and a validated create form posting to its own path.
 */
const gadget = defineResource<Gadget>()({
  name: 'gadget',
  label: 'Gadgets',
  route: '/widget/list',
  idKey: 'gid',
  api: {
    list: {
      method: 'GET',
      path: '/gadget/list',
      paging: { page: 'p', size: 'n' },
      rowsKey: 'rows',
      totalKey: 'count',
    },
    create: { method: 'POST', path: '/gadget' },
  },
  labels: { create: 'New Gadget' },
  messages: { created: 'gadget made', createFailed: 'gadget not made' },
  fields: [
    { key: 'gid', label: 'Gadget ID', column: true },
    {
      key: 'title',
      label: 'Gadget Title',
      column: true,
      filter: { param: 'q', placeholder: 'Gadget Title' },
      form: {
        rules: [
          required('Please name the gadget'),
          maxLength(12, 'At most 12 characters'),
          pattern(/^[a-z ]+$/, 'Lowercase letters only'),
        ],
      },
    },
    {
      key: 'shape',
      label: 'Shape',
      kind: 'select',
      options: [
        { value: 'r', label: 'Round' },
        { value: 's', label: 'Square' },
      ],
      column: true,
      form: { rules: [required('Please pick a shape')] },
    },
  ],
});

interface Gadget {
  gid: number;
  title: string;
  shape: string;
}

let gadgets: Gadget[];
let seen: { query: URLSearchParams[]; bodies: unknown[] };

beforeEach(async () => {
  prepare();
  await signIn();
  gadgets = [
    { gid: 1, title: 'spinner', shape: 'r' },
    { gid: 2, title: 'box', shape: 's' },
  ];
  seen = { query: [], bodies: [] };
  server.use(
    http.get(`${API}/gadget/list`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.query.push(query);
      const rows = gadgets.filter((row) => row.title.includes(query.get('q') ?? ''));
      return HttpResponse.json({ success: true, data: { rows, count: rows.length } });
    }),
    http.post(`${API}/gadget`, async ({ request }) => {
      const body = (await request.json()) as Gadget;
      seen.bodies.push(body);
      if (gadgets.some((row) => row.title === body.title)) {
        return HttpResponse.json({ success: false, msg: 'gadget exists' });
      }
      gadgets.push({ ...body, gid: gadgets.length + 1 });
      return HttpResponse.json({ success: true, data: {} });
    }),
  );
});
afterEach(tidy);

async function openGadgets() {
  const app = renderScreen('/widget/list', [
    // The registry may hold a scaffolded resource of the same name (npm run test:scaffold).
    ...registry.filter((schema) => schema.route !== gadget.route && schema.name !== gadget.name),
    gadget,
  ]);
  await screen.findByRole('cell', { name: 'spinner' }, WAIT);
  return app;
}

describe('a resource made of a schema only', () => {
  it('is routed, titled and listed from its own call and envelope keys', async () => {
    await openGadgets();

    expect(document.querySelector('.ant-card-head-title')?.textContent).toBe('Gadgets');
    expect(screen.queryByText('This screen is coming in a later release.')).toBeNull();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Gadget ID', 'Gadget Title', 'Shape']);
    expect(rowKeys()).toEqual(['1', '2']);
    expect(columnTexts('Shape')).toEqual(['Round', 'Square']);
    expect(seen.query[0].get('p')).toBe('1');
    expect(seen.query[0].get('n')).toBe('20');
    screen.getByText('Total 2');
  });

  it('filters with its own query parameter', async () => {
    const { user } = await openGadgets();

    await user.type(screen.getByRole('textbox', { name: 'Gadget Title' }), 'bo');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(rowKeys()).toEqual(['2']), WAIT);
    expect(seen.query.at(-1)?.get('q')).toBe('bo');
  });

  it('validates the create form with the schema messages, then posts and lists the new row', async () => {
    const { user } = await openGadgets();
    await user.click(screen.getByRole('button', { name: /New Gadget$/ }));
    const dialog = await findDialog('New Gadget');
    const title = within(dialog).getByRole('textbox', { name: 'Gadget Title' });
    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await submit();
    await within(dialog).findByText('Please name the gadget', undefined, WAIT);
    // Each field's rules settle on their own: the second message may come a moment later.
    await within(dialog).findByText('Please pick a shape', undefined, WAIT);

    await user.type(title, 'Gizmo');
    await within(dialog).findByText('Lowercase letters only', undefined, WAIT);
    await user.clear(title);
    await user.type(title, 'a very long gizmo');
    await within(dialog).findByText('At most 12 characters', undefined, WAIT);
    expect(seen.bodies).toEqual([]);

    await user.clear(title);
    await user.type(title, ' gizmo ');
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Shape' }), 'Square');
    await submit();

    await screen.findByText('gadget made', undefined, WAIT);
    expect(seen.bodies).toEqual([{ title: 'gizmo', shape: 's' }]);
    await waitFor(() => expect(rowKeys()).toEqual(['1', '2', '3']), WAIT);
    expect(columnTexts('Gadget Title')).toEqual(['spinner', 'box', 'gizmo']);
    expect(screen.queryByRole('dialog', { name: 'New Gadget' })).toBeNull();
  });

  it('shows its failure message and keeps the form when the server refuses', async () => {
    const { user } = await openGadgets();
    await user.click(screen.getByRole('button', { name: /New Gadget$/ }));
    const dialog = await findDialog('New Gadget');

    await user.type(within(dialog).getByRole('textbox', { name: 'Gadget Title' }), 'box');
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Shape' }), 'Round');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await screen.findByText('gadget not made', undefined, WAIT);
    within(dialog).getByText('gadget exists');
    expect(screen.getByRole('dialog', { name: 'New Gadget' })).toBe(dialog);
    expect(rowKeys()).toEqual(['1', '2']);
  });

  it('disables Submit while the save is on its way, so a second click sends nothing', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${API}/gadget`, async ({ request }) => {
        seen.bodies.push((await request.json()) as Gadget);
        await answered;
        return HttpResponse.json({ success: true, data: {} });
      }),
    );
    const { user } = await openGadgets();
    await user.click(screen.getByRole('button', { name: /New Gadget$/ }));
    const dialog = await findDialog('New Gadget');
    await user.type(within(dialog).getByRole('textbox', { name: 'Gadget Title' }), 'gizmo');
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Shape' }), 'Round');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });

    await user.click(submit);
    await waitFor(() => expect(seen.bodies).toHaveLength(1), WAIT);
    await waitFor(() => expect(isDisabled(submit)).toBe(true), WAIT);
    await user.click(submit);

    answer();
    await screen.findByText('gadget made', undefined, WAIT);
    expect(seen.bodies).toHaveLength(1);
  });
});
