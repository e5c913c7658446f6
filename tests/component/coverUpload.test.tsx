// The Information cover upload goes through the call layer: Authorization header, the server's
// msg as the failure message, a 401 logging out through the single 401 path.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { rearmUnauthorized, setErrorToast, setLoginRedirect } from '../../src/providers/http';
import { getToken, setToken } from '../../src/providers/session/session';
import { CoverUpload } from '../../src/resources/custom/information/CoverUpload';
import { ADMIN_EMAIL, loginAs } from '../unit/helpers';
import { renderInHarness } from './harness';

// jsdom decodes no images: the cover's pixel size is given.
vi.mock('../../src/resources/custom/information/coverRules', async (original) => ({
  ...(await original<typeof import('../../src/resources/custom/information/coverRules')>()),
  readPixels: async () => ({ width: 640, height: 360 }),
}));

const UPLOAD = '*/gamebridge-manager/v1/ssp_publisher/news/upload';

/** A PNG header saying 640 x 360 (what the embedded API reads). */
function png(): File {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, 640);
  view.setUint32(20, 360);
  return new File([bytes], 'cover.png', { type: 'image/png' });
}

let toast: ReturnType<typeof vi.fn<(text: string) => void>>;
let redirect: ReturnType<typeof vi.fn<() => void>>;

beforeEach(async () => {
  toast = vi.fn<(text: string) => void>();
  redirect = vi.fn<() => void>();
  setErrorToast(toast);
  setLoginRedirect(redirect);
  rearmUnauthorized();
  await loginAs(ADMIN_EMAIL);
});

async function upload() {
  const changed = vi.fn<(icon: string | undefined) => void>();
  const uploaded = vi.fn<(iconId: number) => void>();
  const view = renderInHarness(
    <App>
      <CoverUpload onChange={changed} onUploaded={uploaded} />
    </App>,
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, png());
  return { changed, uploaded };
}

describe('cover upload', () => {
  it('sends the file as multipart form data with the Authorization header, and takes icon and icon_id', async () => {
    // jsdom's File cannot be read back by the Node request parser, so the answer is given here;
    // the browser tests upload a real cover to the embedded API.
    const seen: { authorization: string | null; type: string | null; body: string }[] = [];
    server.use(
      http.post(UPLOAD, async ({ request }) => {
        seen.push({
          authorization: request.headers.get('Authorization'),
          type: request.headers.get('Content-Type'),
          body: await request.text(),
        });
        return HttpResponse.json({ success: true, data: { icon: '/news-images/77', icon_id: 77 } });
      }),
    );
    const { changed, uploaded } = await upload();
    await waitFor(() => expect(changed).toHaveBeenCalledWith('/news-images/77'));
    expect(uploaded).toHaveBeenCalledWith(77);
    expect(seen).toHaveLength(1);
    expect(seen[0].authorization).toBe(getToken());
    expect(seen[0].type).toMatch(/^multipart\/form-data; boundary=/);
    // (jsdom's File loses its name and bytes on the way to Node's parser; the part itself is there.)
    expect(seen[0].body).toContain('Content-Disposition: form-data; name="file"');
    expect(seen[0].body).toContain('Content-Type: image/png');
    expect(toast).not.toHaveBeenCalled();
  });

  it("shows the server's msg, not 'upload failed'", async () => {
    server.use(http.post(UPLOAD, () => HttpResponse.json({ success: false, msg: 'Cover storage is full' })));
    const { changed } = await upload();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Cover storage is full'));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('upload failed')).toBeNull();
    expect(changed).not.toHaveBeenCalled();
  });

  it('shows the error field, then service error, as every call does', async () => {
    server.use(http.post(UPLOAD, () => HttpResponse.json({ error: 'disk quota' }, { status: 500 })));
    await upload();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('disk quota'));
  });

  it('logs out on a 401 through the one 401 path, with no failure toast', async () => {
    setToken('expired-token');
    server.use(http.post(UPLOAD, () => HttpResponse.json({ msg: 'token expired' }, { status: 401 })));
    const { changed } = await upload();
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(getToken()).toBeFalsy();
    expect(toast).not.toHaveBeenCalled();
    expect(changed).not.toHaveBeenCalled();
  });

  it("says 'upload failed' when a success answer has no cover address", async () => {
    server.use(http.post(UPLOAD, () => HttpResponse.json({ success: true, data: {} })));
    const { changed } = await upload();
    await screen.findByText('upload failed');
    expect(changed).not.toHaveBeenCalled();
  });
});
