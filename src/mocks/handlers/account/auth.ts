import { http, HttpResponse } from 'msw';
import { db } from '../../store/db';
import { fail, ok, jsonBody, route } from '../../respond';
import * as calls from '../../../calls/calls';
import { closeSession, menuOf, openSession } from '../../users/session';
import { signedIn } from '../../calls/signedIn';

/** A login whose body is not a JSON object with the email and the password as text: HTTP 400. */
export const MALFORMED_LOGIN = 'Send the email and the password as text';

export const authHandlers = [
  http.post(route(calls.login), async ({ request }) => {
    const { email, password } = await jsonBody(request);
    if (typeof email !== 'string' || typeof password !== 'string')
      return HttpResponse.json({ success: false, code: 400, msg: MALFORMED_LOGIN }, { status: 400 });
    const user = db().users.find((candidate) => candidate.email === email.trim().toLowerCase());
    if (!user || user.password !== password) return fail('Incorrect email or password');
    if (user.status !== 0) return fail('This account has been disabled');
    return ok({ token: openSession(user) });
  }),

  http.post(route(calls.logout), ({ request }) => {
    closeSession(request);
    return ok();
  }),

  http.post(route(calls.findPassword), async ({ request }) => {
    const { email } = await jsonBody(request);
    if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      return fail('Please input a valid email');
    // Like a real service, the answer does not reveal whether the address has an account.
    return ok();
  }),

  http.get(
    route(calls.userInfo),
    signedIn(({ user }) => {
      const { user_id, user_name, company_id, is_admin, email } = user;
      return ok({ user_id, user_name, company_id, is_admin, email });
    }),
  ),

  http.get(
    route(calls.menu),
    signedIn(({ user, query }) => {
      if (!query.get('menuVersion') || !query.get('system'))
        return fail('menuVersion and system are required');
      return ok(menuOf(user));
    }),
  ),
];
