import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { defineResource } from '../../src/model/defineResource';
import { required } from '../../src/model/rules';
import { VERSION_HEADER } from '../../src/model/recordVersion';
import { call } from '../../src/providers/http';
import { registry } from '../../src/schemas';
import { throwawayHead } from '../unit/fixtures/throwaway';
import { findDialog, findRow, renderScreen, valueOf, WAIT, type RenderedApp } from './renderApp';
import { signedInEachTest } from './signedIn';

signedInEachTest();

/** A resource whose records carry no version (no `updated_time`) and that has no detail call. */
const part = defineResource<{ part_id: number; name: string }>()({
  ...throwawayHead('part', 'Part', '/widget', 4, 'part_id'),
  seed: [{ part_id: 1, name: 'Bolt' }],
  messages: { updated: 'part saved' },
  fields: [
    { key: 'part_id', label: 'ID', column: true },
    { key: 'name', label: 'Part Name', column: true, form: { rules: [required('Please name it')] } },
  ],
  rowActions: [{ kind: 'edit', label: 'Edit' }],
});
beforeAll(() => registry.push(part));
afterAll(() => registry.splice(registry.indexOf(part), 1));

const CONFLICT = 'This record was changed elsewhere';

/** Every write the embedded API receives, with the version it names. */
function writes() {
  const seen: { method: string; path: string; version: string | null }[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET') return;
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      version: request.headers.get(VERSION_HEADER),
    });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

/** Opens a row's Edit form and returns it with its name box. */
async function openEdit(app: RenderedApp, cell: string, title: string, box: string) {
  const row = await findRow(cell);
  await app.user.click(within(row).getByRole('button', { name: 'Edit' }));
  const dialog = await findDialog(title);
  const input = () => within(dialog).getByRole('textbox', { name: box });
  await waitFor(() => expect(valueOf(input())).toBe(cell), WAIT);
  const type = async (text: string) => {
    await app.user.clear(input());
    await app.user.type(input(), text);
  };
  const submit = () => app.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  return { dialog, input, type, submit };
}

/** The conflict dialog (a modal over the form's), found by its title. */
async function conflictDialog(): Promise<HTMLElement> {
  const title = await screen.findByText(CONFLICT, undefined, WAIT);
  return title.closest('.ant-modal') as HTMLElement;
}

const conflictGone = () => waitFor(() => expect(screen.queryByText(CONFLICT)).toBeNull(), WAIT);

/** The conflict dialog's rows: label, value opened, value on the server, yours. */
async function conflictRows(): Promise<string[][]> {
  return within(await conflictDialog())
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    )
    .filter((cells) => cells.length);
}

const conflictButton = async (name: string) => within(await conflictDialog()).getByRole('button', { name });

/** A change made elsewhere (another tab, another administrator): a save that names no version. */
const keywordChangedElsewhere = (key_word: string) =>
  call({ method: 'PUT', path: '/ssp_publisher/keyword/6002', body: { id: 6002, key_word } });

async function openKeyword() {
  const app = renderScreen('/searchAds/mainKeyword');
  await screen.findByRole('cell', { name: 'cheap flights' }, WAIT);
  return { app, form: await openEdit(app, 'cheap flights', 'Edit Mainkey', 'Main Keyword') };
}

describe('an edit of a record with a version (the server checks it)', () => {
  it('saves as before when nothing changed elsewhere, naming the version it was made from', async () => {
    const seen = writes();
    const { form } = await openKeyword();

    await form.type('cheap flights today');
    await form.submit();

    await screen.findByText('update main keyword success', undefined, WAIT);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Mainkey' })).toBeNull(), WAIT);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      path: '/gamebridge-manager/v1/ssp_publisher/keyword/6002',
    });
    expect(seen[0].version).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(screen.queryByText(CONFLICT)).toBeNull();
  });

  it('shows what changed since it opened, field by field, and saves nothing', async () => {
    const { form } = await openKeyword();
    await keywordChangedElsewhere('cheap flights now');

    await form.type('cheap flights today');
    await form.submit();

    expect(await conflictRows()).toEqual([
      ['Main Keyword', 'cheap flights', 'cheap flights now', 'cheap flights today'],
    ]);
    expect(screen.queryByText('update main keyword success')).toBeNull();
    expect(valueOf(form.input())).toBe('cheap flights today');
  });

  it('Overwrite saves the form over the change', async () => {
    const { app, form } = await openKeyword();
    await keywordChangedElsewhere('cheap flights now');
    await form.type('cheap flights today');
    await form.submit();

    await app.user.click(await conflictButton('Overwrite'));

    await screen.findByText('update main keyword success', undefined, WAIT);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Mainkey' })).toBeNull(), WAIT);
    await findRow('cheap flights today');
  });

  it("Reload takes the server's values and keeps the form open; a save then goes through", async () => {
    const { app, form } = await openKeyword();
    await keywordChangedElsewhere('cheap flights now');
    await form.type('cheap flights today');
    await form.submit();

    await app.user.click(await conflictButton('Reload'));

    await conflictGone();
    expect(valueOf(form.input())).toBe('cheap flights now');
    await form.type('cheap flights now and then');
    await form.submit();
    await screen.findByText('update main keyword success', undefined, WAIT);
    await findRow('cheap flights now and then');
  });
});

describe('an edit of a record without a version (the console compares before saving)', () => {
  async function openPart() {
    const app = renderScreen('/widget/parts');
    await screen.findByRole('cell', { name: 'Bolt' }, WAIT);
    return { app, form: await openEdit(app, 'Bolt', 'Edit Part', 'Part Name') };
  }

  it('saves as before when the record is as it opened it, naming no version', async () => {
    const seen = writes();
    const { form } = await openPart();

    await form.type('Screw');
    await form.submit();

    await screen.findByText('part saved', undefined, WAIT);
    await findRow('Screw');
    expect(seen).toEqual([
      { method: 'PUT', path: '/gamebridge-manager/v1/ssp_publisher/part/1', version: null },
    ]);
  });

  it('shows what changed elsewhere before sending anything; Overwrite then saves', async () => {
    const seen = writes();
    const { app, form } = await openPart();
    await call({ method: 'PUT', path: '/ssp_publisher/part/1', body: { name: 'Nut' } });
    seen.length = 0;

    await form.type('Screw');
    await form.submit();

    expect(await conflictRows()).toEqual([['Part Name', 'Bolt', 'Nut', 'Screw']]);
    expect(seen).toEqual([]);
    await app.user.click(await conflictButton('Overwrite'));
    await screen.findByText('part saved', undefined, WAIT);
    await findRow('Screw');
    expect(seen).toHaveLength(1);
  });

  it("Reload takes the server's values", async () => {
    const { app, form } = await openPart();
    await call({ method: 'PUT', path: '/ssp_publisher/part/1', body: { name: 'Nut' } });
    await form.type('Screw');
    await form.submit();

    await app.user.click(await conflictButton('Reload'));

    await waitFor(() => expect(valueOf(form.input())).toBe('Nut'), WAIT);
    // The form stays open, with the record as it is now.
    expect(screen.queryByRole('dialog', { name: 'Edit Part' })).not.toBeNull();
  });
});
