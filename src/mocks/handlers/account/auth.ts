import { http } from 'msw';
import { db } from '../../store/db';
import { API, fail, ok, jsonBody } from '../../respond';
import { closeSession, menuOf, openSession } from '../../users/session';
import { signedIn } from '../../calls/signedIn';

export const authHandlers = [
  http.post(`${API}/login`, async ({ request }) => {
    const { email, password } = await jsonBody(request);
    const user = db().users.find(
      (candidate) =>
        candidate.email ===
        String(email ?? '')
          .trim()
          .toLowerCase(),
    );
    if (!user || user.password !== password) return fail('Incorrect email or password');
    if (user.status !== 0) return fail('This account has been disabled');
    return ok({ token: openSession(user) });
  }),

  http.post(`${API}/logout`, ({ request }) => {
    closeSession(request);
    return ok();
  }),

  http.post(`${API}/findpwd`, async ({ request }) => {
    const { email } = await jsonBody(request);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(email ?? ''))) return fail('Please input a valid email');
    // Like a real service, the answer does not reveal whether the address has an account.
    return ok();
  }),

  http.get(
    `${API}/saas/userinfo`,
    signedIn(({ user }) => {
      const { user_id, user_name, company_id, is_admin, email } = user;
      return ok({ user_id, user_name, company_id, is_admin, email });
    }),
  ),

  http.get(
    `${API}/menu`,
    signedIn(({ user, query }) => {
      if (!query.get('menuVersion') || !query.get('system'))
        return fail('menuVersion and system are required');
      return ok(menuOf(user));
    }),
  ),
];
