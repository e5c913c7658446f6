import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import {
  chooseOption,
  findDialog,
  renderScreen,
  rowKeys,
  WAIT,
  type RenderedApp,
  type recordRequests,
} from '../renderApp';

/** Renders a management list and waits for a seeded cell. */
export async function openList(path: string, seededCell: string): Promise<RenderedApp> {
  const app = renderScreen(path);
  await screen.findByRole('cell', { name: seededCell }, WAIT);
  return app;
}

/** The column titles of the list table. */
export function headers(): string[] {
  return within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .filter((header) => !header.classList.contains('ant-table-selection-column'))
    .map((header) => header.textContent ?? '');
}

/** Opens the create (or edit) modal with a button of the page or a row, and returns its helpers. */
export async function openForm(app: RenderedApp, button: HTMLElement, title: string) {
  await app.user.click(button);
  const dialog = await findDialog(title);
  return {
    dialog,
    textbox: (name: string) => within(dialog).getByRole('textbox', { name }),
    combobox: (name: string) => within(dialog).getByRole('combobox', { name }),
    choose: (name: string, option: string) =>
      chooseOption(app.user, within(dialog).getByRole('combobox', { name }), option),
    submit: () => app.user.click(within(dialog).getByRole('button', { name: 'Submit' })),
    /** Waits for a rule's message in the modal. */
    says: async (text: string) => {
      await within(dialog).findByText(text, undefined, WAIT);
    },
    closed: () => waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull(), WAIT),
  };
}

/** Picks a filter option by the filter's label and searches. */
export async function filterBy(app: RenderedApp, label: string, option: string): Promise<void> {
  await chooseOption(app.user, screen.getByRole('combobox', { name: label }), option);
  await app.user.click(screen.getByRole('button', { name: 'Search' }));
}

/** Types into a text filter (by its placeholder) and searches. */
export async function searchText(app: RenderedApp, placeholder: string, text: string): Promise<void> {
  await app.user.type(screen.getByPlaceholderText(placeholder), text);
  await app.user.click(screen.getByRole('button', { name: 'Search' }));
}

/** Each test of the file starts signed in as the admin and ends with no toast or modal left. */
export { signedInEachTest } from '../signedIn';

/** Opens a list, then its create modal with the toolbar button of this label (the modal's title). */
export async function openCreate(path: string, seededCell: string, label: string) {
  const app = await openList(path, seededCell);
  return {
    ...app,
    form: await openForm(app, screen.getByRole('button', { name: new RegExp(`${label}$`) }), label),
  };
}

/** Clears the filters and waits for the whole list again. */
export async function resetFilters(app: RenderedApp, rows: number): Promise<void> {
  await app.user.click(screen.getByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(rowKeys()).toHaveLength(rows), WAIT);
}

/** Stops a recorder once its bodies are read and gives the first request with this method. */
export async function sentRequest(recorder: ReturnType<typeof recordRequests>, method: string) {
  await recorder.settled();
  recorder.stop();
  return recorder.requests.find((request) => request.method === method);
}
