import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnTexts, findDialog, recordRequests, renderScreen, valueOf, WAIT } from './renderApp';
import { signedInEachTest } from './signedIn';
import { toastTexts } from './toasts';

signedInEachTest();

async function openChannels() {
  const app = renderScreen('/account/channel');
  await screen.findByRole('cell', { name: 'Organic' }, WAIT);
  return app;
}

async function openAddChannel() {
  const app = await openChannels();
  await app.user.click(screen.getByRole('button', { name: /Add Channel$/ }));
  const dialog = await findDialog('Add Channel');
  const name = within(dialog).getByRole('textbox', { name: 'Channel Name' });
  const submit = () => app.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  return { ...app, dialog, name, submit };
}

describe('channel list', () => {
  it('shows Channel Name and Channel ID of every channel', async () => {
    await openChannels();

    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Channel Name', 'Channel ID']);
    expect(columnTexts('Channel Name')).toEqual(['Newsletter', 'Social', 'Organic']);
    expect(columnTexts('Channel ID')).toEqual(['3003', '3002', '3001']);
  });

  it('asks for the page with page_index and page_size', async () => {
    const recorder = recordRequests();
    await openChannels();
    recorder.stop();

    const list = recorder.requests.find((request) => request.pathname.endsWith('/ssp_publisher/channel'));
    expect(list?.query.get('page_index')).toBe('1');
    expect(list?.query.get('page_size')).toBe('20');
  });
});

describe('Add Channel', () => {
  it("asks for a name: 'Please input channel name'", async () => {
    const { dialog, submit } = await openAddChannel();

    await submit();

    await within(dialog).findByText('Please input channel name', undefined, WAIT);
  });

  it('refuses a blank name made of spaces', async () => {
    const { user, dialog, name, submit } = await openAddChannel();

    await user.type(name, '   ');
    await submit();

    await within(dialog).findByText('Please input channel name', undefined, WAIT);
  });

  it('refuses 21 characters and accepts 20', async () => {
    const { user, dialog, name, submit } = await openAddChannel();

    // Pasted: one input of 21 characters, not 21 renders of the form (the rule reads the value).
    await user.click(name);
    await user.paste('a'.repeat(21));
    await submit();
    await within(dialog).findByText('Channel Name cannot be longer than 20 characters', undefined, WAIT);

    await user.type(name, '{Backspace}');
    await waitFor(
      () => expect(within(dialog).queryByText('Channel Name cannot be longer than 20 characters')).toBeNull(),
      WAIT,
    );
    await submit();
    await screen.findByText('add channel success', undefined, WAIT);
    await screen.findByRole('cell', { name: 'a'.repeat(20) }, WAIT);
  });

  it("adds a channel with 'add channel success' and lists it", async () => {
    const recorder = recordRequests();
    const { user, name, submit } = await openAddChannel();

    await user.type(name, ' Partners ');
    await submit();

    await screen.findByText('add channel success', undefined, WAIT);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Channel' })).toBeNull(), WAIT);
    await waitFor(() => expect(columnTexts('Channel Name')[0]).toBe('Partners'), WAIT);
    await recorder.settled();
    recorder.stop();
    const post = recorder.requests.find((request) => request.method === 'POST');
    expect(post?.pathname).toBe('/gamebridge-manager/v1/ssp_publisher/channel');
    expect(post?.body).toEqual({ name: 'Partners' });
  });

  it("says 'add channel error' and stays open when the name exists", async () => {
    const { user, dialog, name, submit } = await openAddChannel();

    await user.type(name, 'Organic');
    await submit();

    await screen.findByText('add channel error', undefined, WAIT);
    // The reason once, as the name's error; the spec's toast is the only toast.
    const reason = await within(dialog).findByText('A channel named Organic already exists', undefined, WAIT);
    expect(reason.closest('.ant-form-item')).toBe(name.closest('.ant-form-item'));
    expect(toastTexts()).toEqual(['add channel error']);
    expect(screen.getByRole('dialog', { name: 'Add Channel' })).toBe(dialog);
    expect(valueOf(name)).toBe('Organic');
    expect(screen.queryByText('add channel success')).toBeNull();
    expect(columnTexts('Channel Name')).toEqual(['Newsletter', 'Social', 'Organic']);
  });
});
