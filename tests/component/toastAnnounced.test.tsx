// Toasts are status messages a screen reader hears (WCAG 4.1.3): a failed call's reason as an
// alert, a success as a status, in antd's toast container made a polite live region.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { findDialog, renderScreen, WAIT } from './renderApp';
import { signedInEachTest } from './signedIn';

signedInEachTest();

/** The toast showing `text`, and the role it is read out with. */
const toastRole = async (text: string) => {
  const shown = await screen.findByText(text, undefined, WAIT);
  const toast = shown.closest('.ant-message-notice');
  await waitFor(() => expect(toast?.getAttribute('role')).not.toBeNull(), WAIT);
  return {
    role: toast?.getAttribute('role'),
    live: toast?.closest('.ant-message')?.getAttribute('aria-live'),
  };
};

describe('toasts said to screen readers', () => {
  it("reads out a failed call's reason as an alert", async () => {
    server.use(
      http.get('*/gamebridge-manager/v1/ssp_publisher/openapi/integration/info', () =>
        HttpResponse.json({ success: false, code: 500, msg: 'integration info unavailable' }),
      ),
    );
    renderScreen('/integration');
    expect(await toastRole('integration info unavailable')).toEqual({ role: 'alert', live: 'polite' });
  });

  it("reads out a save's success as a status, in a polite live region", async () => {
    const app = renderScreen('/account/channel?create');
    const dialog = await findDialog('Add Channel');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Channel Name' }), 'Heard aloud');
    await app.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await toastRole('add channel success')).toEqual({ role: 'status', live: 'polite' });
  });
});
