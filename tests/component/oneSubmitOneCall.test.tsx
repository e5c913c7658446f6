import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../src/config';
import { resourceLabels } from '../../src/model/labels';
import type { ResourceSchema } from '../../src/model/types';
import { registry } from '../../src/schemas';
import { findDialog, prepare, recordRequests, renderApp, signIn, tidy, WAIT } from './renderApp';

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
 * The second click comes once the first one's promises have run (its form checked, its call on
 * its way) but before React has drawn the button busy: the gap of a real double click.
 */
async function settleMicrotasks(): Promise<void> {
  for (let turn = 0; turn < 200; turn += 1) await Promise.resolve();
}

/** A short, named wait: time enough for a second call to be sent, were one sent. */
const SECOND_CALL_WINDOW_MS = 400;

describe('one submit, one call', { timeout: 120_000 }, () => {
  it('covers every create form of the registry', () => {
    expect(createForms.length).toBeGreaterThanOrEqual(13);
    for (const schema of createForms) expect(createAddress(schema)).toMatch(/create$/);
  });

  it.each(createForms.map((schema) => [resourceLabels(schema).create, schema] as const))(
    '%s: a double click on Submit sends one POST',
    async (title, schema) => {
      renderApp(createAddress(schema));
      const dialog = await findDialog(title);
      const submit = await within(dialog).findByRole('button', { name: 'Submit' }, WAIT);
      const recorder = recordRequests();
      const writes = () => recorder.requests.filter((request) => request.method !== 'GET');

      fireEvent.click(submit);
      await settleMicrotasks();
      fireEvent.click(submit);
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

      await waitFor(() => expect(writes().length).toBeGreaterThan(0), WAIT);
      await new Promise((resolve) => setTimeout(resolve, SECOND_CALL_WINDOW_MS));
      await recorder.settled();
      recorder.stop();
      expect(writes().map((request) => `${request.method} ${request.pathname}`)).toHaveLength(1);
    },
  );
});
