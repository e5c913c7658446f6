import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { call, CallError, rearmUnauthorized } from '../../src/providers/http';
import { SIGNED_OUT } from '../../src/providers/http/client';
import { clearSession } from '../../src/providers/session/session';
import { armCallLayer, failureOf, MAIN, V2, type CallLayerSpies } from './callLayer';

let toast: CallLayerSpies['toast'];
let redirect: CallLayerSpies['redirect'];

// Every call but login and find-password needs a session; the tests below that need none say so.
beforeEach(() => {
  ({ toast, redirect } = armCallLayer());
});

/** Answers GET {base}/probe with the given response. */
function probeAnswers(response: () => Response, base = MAIN) {
  server.use(http.get(`${base}/probe`, response));
}

describe('Authorization header', () => {
  it('carries the token from local storage on a main-base call', async () => {
    localStorage.setItem('token', 'token-main-123');
    let seen: { authorization: string | null; pathname: string } | undefined;
    server.use(
      http.get(`${MAIN}/probe`, ({ request }) => {
        seen = {
          authorization: request.headers.get('Authorization'),
          pathname: new URL(request.url).pathname,
        };
        return HttpResponse.json({ success: true, data: 1 });
      }),
    );

    await call({ path: '/probe' });

    expect(seen).toEqual({ authorization: 'token-main-123', pathname: '/gamebridge-manager/v1/probe' });
  });

  it('carries the token on a v2-base call', async () => {
    localStorage.setItem('token', 'token-v2-456');
    let seen: { authorization: string | null; pathname: string } | undefined;
    server.use(
      http.post(`${V2}/probe`, ({ request }) => {
        seen = {
          authorization: request.headers.get('Authorization'),
          pathname: new URL(request.url).pathname,
        };
        return HttpResponse.json({ success: true, data: 1 });
      }),
    );

    await call({ base: 'v2', method: 'POST', path: 'probe', body: {} });

    expect(seen).toEqual({ authorization: 'token-v2-456', pathname: '/gamebridge/v2/probe' });
  });

  it('sends no signed-in call without a token: refused before the network, no toast', async () => {
    localStorage.removeItem('token');
    let sent = false;
    server.use(
      http.get(`${MAIN}/probe`, () => {
        sent = true;
        return HttpResponse.json({ success: true });
      }),
    );

    const failure = await failureOf(call({ path: '/probe' }));

    expect(failure.message).toBe(SIGNED_OUT);
    expect(sent).toBe(false);
    expect(toast).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('a 401 to a call made without a session (a login) logs nobody out and is its failure', async () => {
    localStorage.removeItem('token');
    server.use(
      http.post(`${MAIN}/login`, () =>
        HttpResponse.json({ success: false, code: 401, msg: 'Please log in again' }, { status: 401 }),
      ),
    );

    const failure = await failureOf(call({ path: '/login', method: 'POST', body: {} }));

    expect(failure.message).toBe('Please log in again');
    expect(redirect).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith('Please log in again');
  });

  it('sends login without a token, and without an Authorization header', async () => {
    localStorage.removeItem('token');
    let authorization: string | null = 'not read';
    server.use(
      http.post(`${MAIN}/login`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ success: true, data: { token: 't' } });
      }),
    );

    await call({ path: '/login', method: 'POST', body: {} });

    expect(authorization).toBeNull();
  });

  it('abandons the signed-in calls on their way when the session ends, silently', async () => {
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.get(`${MAIN}/probe`, async () => {
        arrived();
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        return HttpResponse.json({ success: true, data: 1 });
      }),
    );

    const pending = failureOf(call({ path: '/probe' }));
    await reached;
    clearSession();
    const failure = await pending;

    expect(failure.message).toBe(SIGNED_OUT);
    expect(toast).not.toHaveBeenCalled();
  });

  it('resolves with the whole envelope on success and shows no toast', async () => {
    probeAnswers(() => HttpResponse.json({ success: true, code: 0, msg: 'ok', data: { rows: [1, 2] } }));

    const envelope = await call({ path: '/probe' });

    expect(envelope).toEqual({ success: true, code: 0, msg: 'ok', data: { rows: [1, 2] } });
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('what counts as a failure, and the toast it shows', () => {
  it('treats an HTTP error status as a failure and shows the response msg', async () => {
    probeAnswers(() => HttpResponse.json({ msg: 'database unavailable' }, { status: 500 }));

    const error = await failureOf(call({ path: '/probe' }));

    expect(error.message).toBe('database unavailable');
    expect(error.statusCode).toBe(500);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('database unavailable');
  });

  it('treats success false as a failure even with HTTP 200', async () => {
    probeAnswers(() => HttpResponse.json({ success: false, code: 400, msg: 'domain already exists' }));

    const error = await failureOf(call({ path: '/probe' }));

    expect(error.message).toBe('domain already exists');
    expect(error.statusCode).toBe(200);
    expect(toast).toHaveBeenCalledWith('domain already exists');
  });

  it('treats an error field as a failure even when success is true', async () => {
    probeAnswers(() => HttpResponse.json({ success: true, error: 'quota exceeded' }));

    const error = await failureOf(call({ path: '/probe' }));

    expect(error.message).toBe('quota exceeded');
    expect(toast).toHaveBeenCalledWith('quota exceeded');
  });

  it('prefers the response msg over the response error', async () => {
    probeAnswers(() => HttpResponse.json({ success: false, msg: 'the msg', error: 'the error' }));

    await failureOf(call({ path: '/probe' }));

    expect(toast).toHaveBeenCalledWith('the msg');
  });

  it("shows 'service error' when the response has neither msg nor error", async () => {
    probeAnswers(() => HttpResponse.json({ success: false, code: 500 }));

    const error = await failureOf(call({ path: '/probe' }));

    expect(error.message).toBe('service error');
    expect(toast).toHaveBeenCalledWith('service error');
  });

  it("shows 'service error' for an HTTP error with an empty body", async () => {
    probeAnswers(() => new HttpResponse(null, { status: 502 }));

    const error = await failureOf(call({ path: '/probe' }));

    expect(error.statusCode).toBe(502);
    expect(toast).toHaveBeenCalledWith('service error');
  });

  it("shows the request error's message when there is no response at all", async () => {
    probeAnswers(() => HttpResponse.error());

    const error = await failureOf(call({ path: '/probe' }));

    expect(error.statusCode).toBe(0);
    expect(error.message).toBe('Network Error');
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(error.message);
  });

  it('shows no toast for a silent call but still rejects', async () => {
    probeAnswers(() => HttpResponse.json({ success: false, msg: 'quietly refused' }));

    const error = await failureOf(call({ path: '/probe', silent: true }));

    expect(error.message).toBe('quietly refused');
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('401 responses', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'expired-token');
    localStorage.setItem(
      'user',
      JSON.stringify({ user_name: 'Admin', company_id: 'c', is_admin: true, user_id: 1 }),
    );
    probeAnswers(() =>
      HttpResponse.json({ success: false, code: 401, msg: 'Please log in' }, { status: 401 }),
    );
  });

  it('logs the user out once when several calls fail together', async () => {
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => call({ path: '/probe' })));

    expect(results.map((result) => result.status)).toEqual(Array(5).fill('rejected'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('rejects every one of the calls: 401, or abandoned once the first 401 ended the session', async () => {
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => call({ path: '/probe' })));

    const reasons = results.map((result) =>
      result.status === 'rejected' ? (result.reason as CallError) : undefined,
    );
    expect(reasons.every((reason) => reason?.statusCode === 401 || reason?.message === SIGNED_OUT)).toBe(
      true,
    );
    expect(reasons.filter((reason) => reason?.statusCode === 401).length).toBeGreaterThan(0);
    expect(toast).not.toHaveBeenCalled();
  });

  it('logs out again after being re-armed by a new login', async () => {
    await Promise.allSettled([call({ path: '/probe' }), call({ path: '/probe' })]);
    expect(redirect).toHaveBeenCalledTimes(1);

    // A new login: a token again, and the 401 handling re-armed.
    localStorage.setItem('token', 'another-expired-token');
    rearmUnauthorized();
    await Promise.allSettled([call({ path: '/probe' }), call({ path: '/probe' })]);

    expect(redirect).toHaveBeenCalledTimes(2);
  });
});
