import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { BULK_RUNNING, ROW_RUNNING } from '../../src/resources/actions/actionRuns';
import { findDialog, findRow, isDisabled, renderScreen, WAIT, type RenderedApp } from './renderApp';
import { signedInEachTest } from './signedIn';

signedInEachTest();

const VERIFY = 'Verify ads.txt';
const bar = () => screen.getByRole('region', { name: 'Selection' });
const barVerify = () => within(bar()).getByRole('button', { name: VERIFY });
const rowVerify = (row: HTMLElement) => within(row).getByRole('button', { name: VERIFY });

/**
 * Holds every Verify ads.txt call until released (then the embedded API answers it), and lists
 * the sites' ids as the calls arrive.
 */
function holdVerifications(): { arrived: string[]; release: () => void } {
  const arrived: string[] = [];
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post('*/domain/:id/verify_adstxt', async ({ params }) => {
      arrived.push(String(params.id));
      await held;
      return undefined;
    }),
  );
  return { arrived, release };
}

/** The site list, with the row actions loaded and these sites selected. */
async function selectSites(...names: string[]): Promise<RenderedApp> {
  const app = renderScreen('/siteManager/siteList');
  for (const name of names) {
    const box = await screen.findByRole('checkbox', { name: `Select ${name}` }, WAIT);
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false), WAIT);
    await app.user.click(box);
  }
  const row = await findRow('gardening.example');
  await waitFor(() => expect(isDisabled(rowVerify(row))).toBe(false), WAIT);
  return app;
}

/** Hovers a disabled button's holder and waits for its tooltip's text. */
async function expectReason(app: RenderedApp, button: HTMLElement, reason: string): Promise<void> {
  expect(isDisabled(button)).toBe(true);
  await app.user.hover(button.parentElement as HTMLElement);
  await waitFor(
    () => expect(screen.getAllByRole('tooltip').map((tooltip) => tooltip.textContent)).toContain(reason),
    WAIT,
  );
}

describe('Verify ads.txt: one run at a time, for a row or for the selection', () => {
  it('while the bulk Verify runs, the rows it covers (and the others) do not start their own, and say why', async () => {
    const calls = holdVerifications();
    const app = await selectSites('dailynews.example (1001)', 'sportsfan.example (1002)');
    await app.user.click(barVerify());
    await app.user.click(
      within(await findDialog('Verify ads.txt of 2 sites?')).getByRole('button', { name: VERIFY }),
    );
    await waitFor(() => expect(calls.arrived).toEqual(['1001']), WAIT);

    const covered = await findRow('sportsfan.example');
    await waitFor(() => expect(isDisabled(rowVerify(covered))).toBe(true), WAIT);
    await expectReason(app, rowVerify(covered), BULK_RUNNING);
    expect(isDisabled(rowVerify(await findRow('gardening.example')))).toBe(true);
    // Clicking it anyway starts nothing.
    await app.user.click(rowVerify(covered));

    calls.release();
    await screen.findByText('Verified 1 of 2', {}, WAIT);
    await waitFor(() => expect(isDisabled(rowVerify(covered))).toBe(false), WAIT);
    expect(calls.arrived).toEqual(['1001', '1002']);
  });

  it("while a row's Verify runs, the bar's waits and says why; a bulk Verify confirmed meanwhile starts nothing", async () => {
    const calls = holdVerifications();
    const app = await selectSites('dailynews.example (1001)', 'sportsfan.example (1002)');
    // The bar's question is open when a row's own Verify starts.
    await app.user.click(barVerify());
    const question = await findDialog('Verify ads.txt of 2 sites?');
    await app.user.click(rowVerify(await findRow('recipes.example')));
    await waitFor(() => expect(calls.arrived).toEqual(['1003']), WAIT);

    await app.user.click(within(question).getByRole('button', { name: VERIFY }));
    await screen.findByText(ROW_RUNNING, {}, WAIT);
    await expectReason(app, barVerify(), ROW_RUNNING);
    // Another row waits too, and the bulk summary never comes.
    expect(isDisabled(rowVerify(await findRow('dailynews.example')))).toBe(true);
    expect(screen.queryByText(/^Verified /)).toBeNull();

    calls.release();
    // The row's own verification ends as always (its modal; not found by its title here: in jsdom
    // every antd part's id is 'test-id', and the bar's tooltip shown first takes the name).
    await screen.findByText('Some lines are missing', {}, WAIT);
    await waitFor(() => expect(isDisabled(barVerify())).toBe(false), WAIT);
    expect(calls.arrived).toEqual(['1003']);
  });
});
