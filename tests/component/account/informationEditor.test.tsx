import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findDialog, findRow, renderScreen, WAIT } from '../renderApp';
import { signedInEachTest } from '../signedIn';

signedInEachTest();

describe('Information editor', () => {
  it('names every missing field with its message, on Submit and not before', async () => {
    const { user } = renderScreen('/searchAds/information');
    await user.click(await screen.findByRole('button', { name: /Create Information/ }, WAIT));
    const dialog = await findDialog('Create Information');
    await within(dialog).findByRole('textbox', { name: 'Information' }, WAIT);
    expect(within(dialog).queryByText('Please input information.')).toBeNull();
    await user.click(await within(dialog).findByRole('button', { name: 'Submit' }, WAIT));
    for (const message of [
      'Please input title',
      'Please select language',
      'Please select category',
      'Please upload no less than 300*250 jpg, png, jpeg with size not exceeding 10M.',
      'Please input information.',
    ])
      await within(dialog).findByText(message, {}, WAIT);
  });

  it('offers Edit for a published article and View only for one under review', async () => {
    renderScreen('/searchAds/information');
    const active = await findRow('7001');
    within(active).getByRole('button', { name: 'Edit' });
    expect(within(active).queryByRole('button', { name: 'View' })).toBeNull();
    const reviewing = await findRow('7004');
    within(reviewing).getByRole('button', { name: 'View' });
    expect(within(reviewing).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('sends with Enter in the title, as Submit does: the missing fields say so', async () => {
    const { user } = renderScreen('/searchAds/information');
    await user.click(await screen.findByRole('button', { name: /Create Information/ }, WAIT));
    const dialog = await findDialog('Create Information');
    await user.type(
      await within(dialog).findByRole('textbox', { name: 'Title' }, WAIT),
      'Spring offers{Enter}',
    );
    await within(dialog).findByText('Please select language', {}, WAIT);
    await within(dialog).findByText('Please input information.', {}, WAIT);
    expect(within(dialog).queryByText('Please input title')).toBeNull();
  });
});
