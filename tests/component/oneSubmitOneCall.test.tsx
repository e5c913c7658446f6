import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../src/config';
import { resourceLabels } from '../../src/model/labels';
import type { ResourceSchema } from '../../src/model/types';
import { registry } from '../../src/schemas';
import {
  enabledButton,
  findDialog,
  findRow,
  prepare,
  recordRequests,
  renderScreen,
  signIn,
  tidy,
  WAIT,
} from './renderApp';

/**
 * One submit, one call: every create form of the schema registry, its Submit clicked twice in the
 * same instant, sends one POST. The forms' rules are taken off for this file (in place, so the
 * account page's own imports of the user schemas see it too): the empty form goes to the embedded
 * API, which refuses it; what counts is that it went once.
 */
const createForms = registry.filter((schema) => schema.api.create);

/** The screens of the schemas that have no route of their own (the account page's tabs). */
const TAB_OF: Record<string, string> = {
  user: '/account/user?tab=user',
  userGroup: '/account/user?tab=group',
};

function createAddress(schema: ResourceSchema): string {
  const list = schema.route ?? TAB_OF[schema.name];
  if (!list) throw new Error(`${schema.name}: no screen known for its create form`);
  return `${list}${list.includes('?') ? '&' : '?'}create`;
}

const savedRules = new Map<object, unknown>();
beforeAll(() => {
  for (const schema of createForms)
    for (const field of schema.fields)
      if (field.form?.rules) {
        savedRules.set(field.form, field.form.rules);
        Object.assign(field.form, { rules: [] });
      }
});
afterAll(() => savedRules.forEach((rules, form) => Object.assign(form, { rules })));

beforeEach(async () => {
  prepare();
  await signIn();
  // The zone list is the zones of a chosen site.
  sessionStorage.setItem(SESSION_KEYS.siteId, '1001');
  sessionStorage.setItem(SESSION_KEYS.siteDomain, 'dailynews.example');
});
afterEach(tidy);

/**
 * Two clicks in the same instant: both within one act(), so React draws nothing between them and
 * the button is not yet busy for the second (one fireEvent each would let React draw it busy).
 */
function doubleClick(button: HTMLElement): void {
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
  });
}

/** A short, named wait: time enough for a second call to be sent, were one sent. */
const SECOND_CALL_WINDOW_MS = 400;

/** The writes a recorder saw, once the first went out and a second had time to follow. */
async function writesSeen(recorder: ReturnType<typeof recordRequests>): Promise<string[]> {
  const writes = () => recorder.requests.filter((request) => request.method !== 'GET');
  await waitFor(() => expect(writes().length).toBeGreaterThan(0), WAIT);
  await new Promise((resolve) => setTimeout(resolve, SECOND_CALL_WINDOW_MS));
  await recorder.settled();
  recorder.stop();
  return writes().map((request) => `${request.method} ${request.pathname}`);
}

describe('one submit, one call', { timeout: 120_000 }, () => {
  it('covers every create form of the registry', () => {
    expect(createForms.length).toBeGreaterThanOrEqual(13);
    for (const schema of createForms) expect(createAddress(schema)).toMatch(/create$/);
  });

  it.each(createForms.map((schema) => [resourceLabels(schema).create, schema] as const))(
    '%s: a double click on Submit sends one POST',
    async (title, schema) => {
      renderScreen(createAddress(schema));
      const dialog = await findDialog(title);
      const submit = await within(dialog).findByRole('button', { name: 'Submit' }, WAIT);
      const recorder = recordRequests();

      doubleClick(submit);
      // The information editor asks first when the article has no search-ads position: every
      // question shown is answered, so a second submit would be a second call.
      if (schema.form) {
        await waitFor(
          () => expect(screen.getAllByText('No search ads position').length).toBeGreaterThan(0),
          WAIT,
        );
        for (const question of Array.from(document.querySelectorAll<HTMLElement>('.ant-modal-confirm')))
          fireEvent.click(within(question).getByRole('button', { name: 'Submit' }));
      }

      expect(await writesSeen(recorder)).toHaveLength(1);
    },
  );
});

describe('one click, one call: row action buttons', { timeout: 120_000 }, () => {
  const POSTBACKS = '/searchAds/site/postback';

  it('Activate (no question): a double click sends one call', async () => {
    renderScreen(POSTBACKS);
    const activate = await enabledButton(await findRow('3102'), 'Activate');
    const recorder = recordRequests();
    doubleClick(activate);
    expect(await writesSeen(recorder)).toEqual(['PUT /gamebridge-manager/v1/ssp_publisher/postback/status']);
  });

  it('Pause (asks first): a double click asks once, and its OK sends one call', async () => {
    renderScreen(POSTBACKS);
    const pause = await enabledButton(await findRow('3101'), 'Pause');
    doubleClick(pause);
    await screen.findByText('Pause this postback? Events will no longer be sent to it.', undefined, WAIT);
    await new Promise((resolve) => setTimeout(resolve, SECOND_CALL_WINDOW_MS));
    const questions = document.querySelectorAll<HTMLElement>('.ant-modal-confirm');
    expect(questions).toHaveLength(1);
    const recorder = recordRequests();
    doubleClick(within(questions[0]).getByRole('button', { name: 'Confirm' }));
    expect(await writesSeen(recorder)).toEqual(['PUT /gamebridge-manager/v1/ssp_publisher/postback/status']);
  });
});
