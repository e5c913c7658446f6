// One failed call, one toast: Refine's generic "Error (status code: 200): <msg>" never repeats the
// call layer's toast (the user status switch's own message: tests/component/account).
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { renderScreen } from './renderApp';
import { signedInEachTest } from './signedIn';
import { toastsAfterFailure } from './toasts';

signedInEachTest();

describe('one failure, one toast', () => {
  it('a failed integration list shows its msg once', async () => {
    server.use(
      http.get('*/gamebridge-manager/v1/ssp_publisher/openapi/integration/info', () =>
        HttpResponse.json({ success: false, code: 500, msg: 'integration info unavailable' }),
      ),
    );
    renderScreen('/integration');
    expect(await toastsAfterFailure()).toEqual(['integration info unavailable']);
  });
});
