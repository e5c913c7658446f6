import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import {
  HttpFailure,
  NETWORK_ERROR,
  sendRequest,
  TimedOut,
  withQuery,
  type RequestOptions,
} from '../../src/providers/http/request';

const URL_ = 'http://api.test/probe';

function send(options: Partial<RequestOptions> = {}) {
  return sendRequest({
    url: URL_,
    method: 'GET',
    responseType: 'json',
    timeoutMs: 5_000,
    signal: new AbortController().signal,
    ...options,
  });
}

describe('withQuery', () => {
  it('repeats the key for a list, leaves empty values out and encodes the rest', () => {
    expect(withQuery(URL_, { ids: [1, 2], name: 'a b&c', gone: undefined, none: null })).toBe(
      `${URL_}?ids=1&ids=2&name=a+b%26c`,
    );
    expect(withQuery(`${URL_}?x=1`, { y: 2 })).toBe(`${URL_}?x=1&y=2`);
    expect(withQuery(URL_, {})).toBe(URL_);
    expect(withQuery(URL_, { range: { from: 1 } })).toBe(`${URL_}?range=%7B%22from%22%3A1%7D`);
  });
});

describe('sendRequest', () => {
  it('sends an object as JSON with its content type, and no body with a GET', async () => {
    const seen: { method: string; type: string | null; body: string }[] = [];
    server.use(
      http.all(URL_, async ({ request }) => {
        seen.push({
          method: request.method,
          type: request.headers.get('Content-Type'),
          body: await request.text(),
        });
        return HttpResponse.json({ success: true });
      }),
    );
    await send({ method: 'POST', body: { name: 'Reader' } });
    await send({ method: 'GET', body: { ignored: true } });
    expect(seen).toEqual([
      { method: 'POST', type: 'application/json', body: '{"name":"Reader"}' },
      { method: 'GET', type: null, body: '' },
    ]);
  });

  it('reads JSON, keeps an answer that is not JSON as text, and reads a Blob when asked', async () => {
    server.use(http.get(URL_, () => HttpResponse.text('<html>not json</html>')));
    expect(await send()).toEqual({ status: 200, data: '<html>not json</html>' });
    server.use(
      http.get(URL_, () => HttpResponse.text('a,b\n1,2', { headers: { 'Content-Type': 'text/csv' } })),
    );
    const { data } = await send({ responseType: 'blob' });
    expect((data as Blob).type).toBe('text/csv');
    expect(await (data as Blob).text()).toBe('a,b\n1,2');
  });

  it('fails with the status and the parsed body of an answer outside 2xx', async () => {
    server.use(http.get(URL_, () => HttpResponse.json({ msg: 'No such zone' }, { status: 404 })));
    const failure = await send().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpFailure);
    expect((failure as HttpFailure).answer).toEqual({ status: 404, data: { msg: 'No such zone' } });
  });

  it('fails as timed out when no answer comes in time', async () => {
    server.use(
      http.get(URL_, async () => {
        await delay(2_000);
        return HttpResponse.json({ success: true });
      }),
    );
    await expect(send({ timeoutMs: 50 })).rejects.toBeInstanceOf(TimedOut);
  });

  it("fails with 'Network Error' when there is no answer at all", async () => {
    server.use(http.get(URL_, () => HttpResponse.error()));
    await expect(send()).rejects.toThrow(NETWORK_ERROR);
  });

  it('rejects with the abort when the caller abandons the call', async () => {
    server.use(
      http.get(URL_, async () => {
        await delay(2_000);
        return HttpResponse.json({ success: true });
      }),
    );
    const controller = new AbortController();
    const sending = send({ signal: controller.signal });
    controller.abort();
    const failure = await sending.catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(TimedOut);
    expect(controller.signal.aborted).toBe(true);
    expect((failure as Error).name).toBe('AbortError');
  });
});
