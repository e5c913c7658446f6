import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { findDialog, findRow, renderScreen, valueOf, WAIT } from './renderApp';
import { openForm, signedInEachTest } from './management/manage';

const KEYWORDS = '/searchAds/mainKeyword';
const DISCARD = 'Discard unsaved changes?';

// The shell and the list screen are lazy chunks: load them once here, so that the first test does
// not spend its wait on them on a busy machine.
beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/shell/AppShell'),
    import('../../src/resources/list/SchemaList'),
  ]);
}, 60_000);

signedInEachTest();

/** A busy machine can take long over the first screen of a test (shell, list and form code). */
const FIRST_LOAD = { timeout: 30_000 };
const SLOW = { timeout: 60_000 };

/** Renders a list and waits for one of its seeded cells. */
async function openList(path: string, cell: string) {
  const app = renderScreen(path);
  await screen.findByRole('cell', { name: cell }, FIRST_LOAD);
  return app;
}

async function openAdd() {
  const app = await openList(KEYWORDS, 'cheap flights');
  const button = screen.getByRole('button', { name: /Add Mainkey$/ });
  return { ...app, form: await openForm(app, button, 'Add Mainkey') };
}

/** The discard question (antd's confirm: its title is also written for screen readers), once shown. */
async function findQuestion(): Promise<HTMLElement> {
  const [title] = await screen.findAllByText(DISCARD, undefined, WAIT);
  return title.closest('.ant-modal') as HTMLElement;
}

/** Clicks one of the discard question's buttons. */
async function answer(user: { click: (element: Element) => Promise<void> }, name: string) {
  await user.click(within(await findQuestion()).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryAllByText(DISCARD)).toHaveLength(0), WAIT);
}

describe('unsaved changes are never lost silently', SLOW, () => {
  it('closes a clean form at once, without asking', async () => {
    const { user, form } = await openAdd();

    await user.click(within(form.dialog).getByRole('button', { name: 'Cancel' }));

    await form.closed();
    expect(screen.queryByText(DISCARD)).toBeNull();
  });

  it('asks before Cancel drops what was typed: Keep Editing keeps it, Discard closes', async () => {
    const { user, form } = await openAdd();
    await user.type(form.textbox('Main Keyword'), 'half typed');

    await user.click(within(form.dialog).getByRole('button', { name: 'Cancel' }));
    await answer(user, 'Keep Editing');
    screen.getByRole('dialog', { name: 'Add Mainkey' });
    expect(valueOf(form.textbox('Main Keyword'))).toBe('half typed');

    await user.click(within(form.dialog).getByRole('button', { name: 'Cancel' }));
    await answer(user, 'Discard');
    await form.closed();
  });

  it('asks on Esc and on the close icon of a changed form', async () => {
    const { user, form } = await openAdd();
    await user.type(form.textbox('Main Keyword'), 'garden');

    // antd's modal reads the key code, which user-event leaves out.
    fireEvent.keyDown(form.textbox('Main Keyword'), { key: 'Escape', code: 'Escape', keyCode: 27 });
    await answer(user, 'Keep Editing');
    await user.click(within(form.dialog).getByRole('button', { name: 'Close' }));
    await answer(user, 'Keep Editing');

    expect(valueOf(form.textbox('Main Keyword'))).toBe('garden');
  });

  it('asks before leaving the route, stays on Keep Editing and goes on after Discard', async () => {
    const { user, form, router } = await openAdd();
    await user.type(form.textbox('Main Keyword'), 'garden');

    void router.navigate('/searchAds/landingPage');
    await answer(user, 'Keep Editing');
    expect(router.state.location.pathname).toBe(KEYWORDS);
    expect(valueOf(form.textbox('Main Keyword'))).toBe('garden');

    void router.navigate('/searchAds/landingPage');
    await answer(user, 'Discard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/searchAds/landingPage'), WAIT);
    expect(screen.queryByRole('dialog', { name: 'Add Mainkey' })).toBeNull();
  });
});

describe('form titles name the record', SLOW, () => {
  it("opens an app's read-only form as 'View App'", async () => {
    const app = await openList('/appManager/appsList', 'NewsReader');

    await app.user.click(within(await findRow('NewsReader')).getByRole('button', { name: 'View' }));

    await findDialog('View App');
  });

  it("opens a link as 'View Landing Page', with its article's title rather than its id", async () => {
    const app = await openList('/searchAds/landingPage', '5001');

    await app.user.click(within(await findRow('5001')).getByRole('button', { name: 'View' }));

    const dialog = await findDialog('View Landing Page');
    await within(dialog).findByText('Ten cheap flights for the summer', undefined, WAIT);
    expect(within(dialog).queryByText('7001')).toBeNull();
  });
});
