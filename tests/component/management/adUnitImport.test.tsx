// The ad unit import tells what it did: the chosen file's name, failed rows marked (colour and
// icon, not only text) and, once submitted, '2 imported, 1 skipped (see failed rows)' beside the
// spec's Success and Error counts. The preview is answered here; the submit is the embedded API's.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findDialog, WAIT } from '../renderApp';
import { previewAnswers, row } from './importPreview';
import { signedInEachTest } from './manage';
import { renderScreen } from '../renderApp';

signedInEachTest();

async function openImport() {
  const app = renderScreen('/appManager/zoneList');
  // The first render loads the list's lazy parts: slow on a busy machine.
  await screen.findByRole('cell', { name: 'reader_banner' }, { timeout: 30_000 });
  await app.user.click(screen.getByRole('button', { name: 'Import Ad Unit' }));
  const dialog = await findDialog('Import Ad Unit');
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  await app.user.upload(input, new File(['sheet'], 'october_units.xlsx'));
  return { app, dialog };
}

describe('Import Ad Unit', { timeout: 90_000 }, () => {
  it('names the chosen file, marks failed rows and says what the submit did', async () => {
    previewAnswers([
      row('import_one'),
      row('import_two'),
      row('ghost_unit', 'App NoSuchApp not found', 'NoSuchApp'),
    ]);
    const { app, dialog } = await openImport();

    await within(dialog).findByText('october_units.xlsx', undefined, WAIT);
    const failedRow = (await within(dialog).findByRole('cell', { name: 'ghost_unit' }, WAIT)).closest('tr')!;
    expect(failedRow.className).toContain('import-row-failed');
    within(failedRow).getByRole('img', { name: 'Failed' });
    within(failedRow).getByText('App NoSuchApp not found');
    const goodRow = within(dialog).getByRole('cell', { name: 'import_one' }).closest('tr')!;
    expect(goodRow.className).not.toContain('import-row-failed');
    within(goodRow).getByRole('img', { name: 'OK' });

    await app.user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const summary = '2 imported, 1 skipped (see failed rows)';
    await within(dialog).findByText(summary, undefined, WAIT);
    // The failed row stays in view with its file; the list shows the imported units.
    within(dialog).getByRole('cell', { name: 'ghost_unit' });
    within(dialog).getByRole('button', { name: 'Download Failed Rows' });
    // The list behind the modal shows the imported unit too (the preview holds the other cell).
    await waitFor(() => expect(screen.getAllByRole('cell', { name: 'import_one' })).toHaveLength(2), WAIT);
    expect(screen.queryByText('import ad unit success')).toBeNull();

    await app.user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Ad Unit' })).toBeNull(), WAIT);
  });

  it('lists every reason of a row refused for several', async () => {
    previewAnswers([
      row('import_one'),
      row('odd_unit', "Ad Format: 'bogus' is not one of the choices\nApp not found", 'NoSuchApp'),
    ]);
    const { dialog } = await openImport();

    const failedRow = (await within(dialog).findByRole('cell', { name: 'odd_unit' }, WAIT)).closest('tr')!;
    expect(
      within(failedRow)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Ad Format: 'bogus' is not one of the choices", 'App not found']);
    // The cross once for the row.
    expect(within(failedRow).getAllByRole('img', { name: 'Failed' })).toHaveLength(1);
  });

  it('with no failed rows: says how many were imported and closes', async () => {
    previewAnswers([row('clean_one'), row('clean_two')]);
    const { app, dialog } = await openImport();
    await within(dialog).findByRole('cell', { name: 'clean_two' }, WAIT);

    await app.user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await screen.findByText('2 imported', undefined, WAIT);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Ad Unit' })).toBeNull(), WAIT);
  });
});
