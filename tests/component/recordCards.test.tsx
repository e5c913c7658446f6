import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { phoneWindow } from './phoneWindow';
import { findDialog, prepare, renderScreen, signIn, tidy, WAIT } from './renderApp';

let restoreWindow: () => void = () => undefined;
beforeEach(async () => {
  prepare();
  restoreWindow = phoneWindow();
  await signIn();
});
afterEach(async () => {
  restoreWindow();
  await tidy();
});

/** The card of the record with this title (its name and id, as the card's header shows it). */
async function findCard(title: string): Promise<HTMLElement> {
  const head = await waitFor(() => {
    const found = Array.from(document.querySelectorAll('.record-card .ant-card-head-title')).find(
      (element) => element.textContent === title,
    );
    if (!found) throw new Error(`no card ${title}`);
    return found;
  }, WAIT);
  return head.closest('.record-card') as HTMLElement;
}

/** A card's labels and values, in the order shown. */
function fields(card: HTMLElement): [string, string][] {
  const labels = within(card).getAllByRole('term');
  const values = within(card).getAllByRole('definition');
  return labels.map((label, index) => [label.textContent ?? '', values[index]?.textContent ?? '']);
}

/** The titles of the cards shown, in order. */
const cardTitles = () =>
  Array.from(document.querySelectorAll('.record-card .ant-card-head-title')).map(
    (element) => element.textContent,
  );

describe('a list on a phone', () => {
  it('shows each row as a card named by the record, with the shown columns as labels and values, newest first', async () => {
    renderScreen('/siteManager/siteList');
    const card = await findCard('dailynews.example (1001)');
    expect(screen.queryByRole('table')).toBeNull();
    // Created Time is off by default, as in the table.
    expect(fields(card)).toEqual([
      ['Site ID', '1001'],
      ['Site', 'dailynews.example'],
      ['Time Zone', 'UTC+00:00'],
      ['Status', 'Active'],
      ['Ads.txt Status', 'Verification Successful'],
    ]);
    // The status is the table's tag.
    expect(within(card).getByText('Active').closest('.ant-tag')).not.toBeNull();
    expect(cardTitles().slice(0, 2)).toEqual([
      expect.stringMatching(/\(1012\)$/),
      expect.stringMatching(/\(1011\)$/),
    ]);
    expect(cardTitles()).toHaveLength(13);
    screen.getByText('Total 13');
    // The cards are the items of one list.
    expect(card.closest('li')?.parentElement?.tagName).toBe('UL');
  });

  it("ends each card with the row's actions, which act on that record", async () => {
    const { user, router } = renderScreen('/siteManager/siteList');
    const card = await findCard('sportsfan.example (1002)');
    expect(
      within(card.querySelector('.record-card-actions') as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Zones', 'Verify ads.txt', 'Copy ads.txt']);
    await user.click(within(card).getByRole('button', { name: 'Zones' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/siteManager/zoneList'));
    expect(sessionStorage.getItem('siteDomain')).toBe('sportsfan.example');
  });

  it('opens the edit form from a card, shows the status switch, and pages as the table does', async () => {
    const { user, router } = renderScreen('/account/user?pageSize=2&currentPage=1');
    const card = await findCard('Publisher (2)');
    within(card).getByRole('switch');
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit User');
    expect((within(dialog).getByRole('textbox', { name: 'User Name' }) as HTMLInputElement).value).toBe(
      'Publisher',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User' })).toBeNull(), WAIT);

    expect(cardTitles()).toHaveLength(2);
    const first = cardTitles();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(cardTitles()).not.toEqual(first), WAIT);
    expect(new URLSearchParams(router.state.location.search).get('currentPage')).toBe('2');
  });

  it('selects cards for the bulk actions, one by one or all at once', async () => {
    const { user } = renderScreen('/account/user');
    await findCard('Publisher (2)');
    const count = cardTitles().length;
    await user.click(screen.getByRole('checkbox', { name: 'Select Publisher (2)' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    within(bar).getByText('1 selected');
    // The admin, whom no bulk action can change, cannot be selected: Select all leaves it out.
    await waitFor(
      () =>
        expect(
          (screen.getByRole('checkbox', { name: 'Select Admin (1)' }) as HTMLInputElement).disabled,
        ).toBe(true),
      WAIT,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    within(bar).getByText(`${count - 1} selected`);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull();
  });
});
