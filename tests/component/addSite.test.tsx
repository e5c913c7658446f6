import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/providers/auth/authProvider';
import { queryClient } from '../../src/providers/data/queryClient';
import { findDialog, recordRequests, renderScreen, rowKeys, valueOf, WAIT } from './renderApp';
import { signedInEachTest } from './signedIn';
import { toastTexts } from './toasts';

const CAPITALS_OR_WWW =
  'Failed to create, please fill in a domain name that does not contain capital letters and does not start with www.';

signedInEachTest();

async function openAddSite() {
  const app = renderScreen('/siteManager/siteList');
  await screen.findByRole('cell', { name: 'dailynews.example' }, WAIT);
  await app.user.click(screen.getByRole('button', { name: /Add Site$/ }));
  const dialog = await findDialog('Add Site');
  const link = within(dialog).getByRole('textbox', { name: 'Site Link' });
  const submit = () => app.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  return { ...app, dialog, link, submit };
}

describe('Add Site', () => {
  it('shows one field, Site Link, prefixed with the host', async () => {
    const { dialog } = await openAddSite();

    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    within(dialog).getByText('https://');
  });

  it('asks for a site link when it is empty, and sends nothing', async () => {
    const recorder = recordRequests();
    const { dialog, submit } = await openAddSite();

    await submit();

    await within(dialog).findByText('Please input site link', undefined, WAIT);
    recorder.stop();
    expect(recorder.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('refuses capitals and a leading www with the exact message', async () => {
    const { user, dialog, link, submit } = await openAddSite();

    await user.type(link, 'WWW.Example.com');
    await submit();

    await within(dialog).findByText(CAPITALS_OR_WWW, undefined, WAIT);
    expect(within(dialog).queryByText("domain' is not a valid url")).toBeNull();
  });

  it('refuses a lowercase www', async () => {
    const { user, dialog, link, submit } = await openAddSite();

    await user.type(link, 'www.example.com');
    await submit();

    await within(dialog).findByText(CAPITALS_OR_WWW, undefined, WAIT);
  });

  it('refuses text that is not a domain with "domain\' is not a valid url"', async () => {
    const { user, dialog, link, submit } = await openAddSite();

    await user.type(link, 'bad');
    await submit();

    await within(dialog).findByText("domain' is not a valid url", undefined, WAIT);
    expect(within(dialog).queryByText(CAPITALS_OR_WWW)).toBeNull();
  });

  it('trims a valid link, says add site success and lists the new site', async () => {
    const recorder = recordRequests();
    const { user, link, submit } = await openAddSite();
    const rowsBefore = rowKeys().length;

    await user.type(link, ' newsite.example ');
    await submit();

    await screen.findByText('add site success', undefined, WAIT);
    const newRow = await screen.findByRole('cell', { name: 'newsite.example' }, WAIT);
    expect(newRow.textContent).toBe('newsite.example');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Site' })).toBeNull(), WAIT);
    expect(rowKeys()).toHaveLength(rowsBefore + 1);

    await recorder.settled();
    recorder.stop();
    const posts = recorder.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].pathname).toBe('/gamebridge-manager/v1/ssp_publisher/domain');
    expect(posts[0].body).toEqual({ domain: 'newsite.example' });
  });

  it('keeps the modal open with the typed link when the server refuses it', async () => {
    const { user, dialog, link, submit } = await openAddSite();

    await user.type(link, 'dailynews.example');
    await submit();

    const reason = await within(dialog).findByText(
      'The site dailynews.example already exists',
      undefined,
      WAIT,
    );
    // Said once, as the Site Link's error: no toast repeating it, no second copy above the form.
    expect(reason.closest('.ant-form-item')).toBe(link.closest('.ant-form-item'));
    expect(within(dialog).getAllByText('The site dailynews.example already exists')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(toastTexts()).toEqual([]);
    expect(screen.queryByText('add site success')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add Site' })).toBe(dialog);
    expect(valueOf(link)).toBe('dailynews.example');
  });
});

describe('an open form and the session check', () => {
  it('keeps the modal and what was typed when the session is checked again', async () => {
    const check = vi.spyOn(authProvider, 'check');
    const { dialog, link, user } = await openAddSite();
    await user.type(link, 'typed.example');
    const checksBefore = check.mock.calls.length;
    // A check that takes a moment, as one that asks the server does.
    check.mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { authenticated: true };
    });

    // What Refine does after a login or logout: every auth query is fetched again.
    await queryClient.invalidateQueries();

    expect(check.mock.calls.length).toBeGreaterThan(checksBefore);
    expect(dialog.isConnected).toBe(true);
    expect(within(dialog).getByRole('textbox', { name: 'Site Link' })).toHaveProperty(
      'value',
      'typed.example',
    );
    check.mockRestore();
  });
});
