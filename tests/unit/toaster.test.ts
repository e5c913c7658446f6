// Toasts raised outside React (the http layer, Refine's notification provider) go through the app's
// antd message instance that ToastHost registers, never through antd's static message.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageInstance } from 'antd/es/message/interface';
import { server } from '../../src/mocks/runtime/node';
import { call } from '../../src/providers/http';
import { notificationProvider } from '../../src/providers/notifications/notificationProvider';
import { registerToaster, showToast } from '../../src/providers/notifications/toaster';

const fakeMessage = () => ({ open: vi.fn(), destroy: vi.fn() }) as unknown as MessageInstance;

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

describe('the toaster', () => {
  it('keeps a toast asked for before the app registers, and shows it then', () => {
    showToast({ type: 'info', content: 'early', key: 'early' });
    const message = fakeMessage();
    unregister = registerToaster(message);
    expect(message.open).toHaveBeenCalledWith({ type: 'info', content: 'early', key: 'early' });
  });

  it('shows a failed call’s msg for 3 seconds through the registered message instance', async () => {
    const message = fakeMessage();
    unregister = registerToaster(message);
    localStorage.setItem('token', 'token-of-the-test');
    server.use(
      http.get('*/gamebridge-manager/v1/probe', () =>
        HttpResponse.json({ success: false, code: 400, msg: 'no luck' }),
      ),
    );

    await expect(call({ path: '/probe' })).rejects.toMatchObject({ message: 'no luck' });

    expect(message.open).toHaveBeenCalledWith({
      type: 'error',
      content: 'no luck',
      duration: 3,
      key: 'no luck',
    });
  });

  it("serves Refine's notifications and closes them by key; a toast raised after the app unmounted is dropped", () => {
    const message = fakeMessage();
    unregister = registerToaster(message);
    notificationProvider.open?.({ key: 'saved', message: 'Saved', type: 'success' });
    notificationProvider.close?.('saved');
    expect(message.open).toHaveBeenCalledWith({
      key: 'saved',
      type: 'success',
      content: 'Saved',
      duration: 3,
    });
    expect(message.destroy).toHaveBeenCalledWith('saved');

    unregister();
    unregister = undefined;
    const later = fakeMessage();
    notificationProvider.open?.({ key: 'late', message: 'Late', type: 'error' });
    expect(message.open).toHaveBeenCalledTimes(1);
    unregister = registerToaster(later);
    // Raised while no app was mounted (after a test's cleanup): dropped, not shown in the next one.
    expect(later.open).not.toHaveBeenCalled();
  });

  it("drops Refine's generic notice of a failed call: the call layer has shown its msg once already", () => {
    const message = fakeMessage();
    unregister = registerToaster(message);
    notificationProvider.open?.({
      key: 'get-notification',
      message: 'Error (status code: 200)',
      description: 'integration info failed',
      type: 'error',
    });
    expect(message.open).not.toHaveBeenCalled();
    // Any other error notice still shows.
    notificationProvider.open?.({ key: 'other', message: 'Error (status code: 200) extra', type: 'error' });
    expect(message.open).toHaveBeenCalledWith({
      key: 'other',
      type: 'error',
      content: 'Error (status code: 200) extra',
      duration: 3,
    });
  });
});
