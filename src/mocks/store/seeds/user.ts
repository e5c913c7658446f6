import { DEMO_PASSWORD, daysAgo, rows, type MockUser } from '../seed';

/** The demo users (docs/api.md, "Demo users and data"), each with the demo password. */
export default function userSeed(): MockUser[] {
  return rows<Omit<MockUser, 'password' | 'company_id'>>(
    ['user_id', 'user_name', 'email', 'is_admin', 'user_group', 'status', 'created_time'],
    [
      [1, 'Admin', 'admin@demo.test', true, [1], 0, daysAgo(120)],
      [2, 'Publisher', 'publisher@demo.test', false, [2], 0, daysAgo(100)],
      [3, 'Alice Editor', 'alice@demo.test', false, [2, 3], 0, daysAgo(60)],
      [4, 'Bruno Analyst', 'bruno@demo.test', false, [3], 1, daysAgo(30)],
      [5, 'Nora Regional', 'regional@demo.test', false, [4], 0, daysAgo(20)],
    ],
  ).map((user) => ({ ...user, password: DEMO_PASSWORD, company_id: 'company_100' }));
}
