// The fields a call declares secret (`secret` of its declaration in src/calls or of its schema's
// api call) are hidden wherever the embedded API records what was sent (the activity log), beside
// the secret-named ones, which stay hidden for every call.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as calls from '../../src/calls/calls';
import { HIDDEN } from '../../src/common/activityKinds';
import { fieldChanges, redacted } from '../../src/mocks/activity/changes';
import { activityLog } from '../../src/mocks/activity/recorder';
import { declaredSecrets } from '../../src/mocks/activity/secrets';
import type { ApiCall } from '../../src/model/types';
import { call, setErrorToast } from '../../src/providers/http';
import userSchema from '../../src/schemas/user';
import userGroupSchema from '../../src/schemas/userGroup';
import { ADMIN_EMAIL, loginAs } from './helpers';

type Change = { field: string; before?: unknown; after?: unknown };
const lastChanges = () => activityLog()[activityLog().length - 1].changes as Change[];
const changeOf = (field: string) => lastChanges().find((change) => change.field === field);

/** Runs `body` with these fields declared secret on a call, then restores its declaration. */
async function withSecret(
  declared: { secret?: readonly string[] },
  secret: string[],
  body: () => Promise<void>,
) {
  const before = declared.secret;
  Object.assign(declared, { secret });
  try {
    await body();
  } finally {
    Object.assign(declared, { secret: before });
  }
}

beforeEach(async () => {
  setErrorToast(vi.fn());
  await loginAs(ADMIN_EMAIL);
});

describe('declared secret fields', () => {
  it('are declared where the issue names them: the login password, the API key, a new user’s password', () => {
    expect(calls.login.secret).toContain('password');
    expect(calls.appKey.secret).toContain('app_key');
    expect(userSchema.api.create?.secret).toContain('password');
  });

  it('are hidden at any depth beside the secret-named ones, which stay the fallback', () => {
    expect(redacted({ pin: '1234', extra: { pin: '5678', note: 'n', access_token: 't' } }, ['pin'])).toEqual({
      pin: HIDDEN,
      extra: { pin: HIDDEN, note: 'n', access_token: HIDDEN },
    });
    expect(fieldChanges(undefined, { pin: '1234', name: 'x', password: 'p' }, ['pin'])).toEqual([
      { field: 'pin', after: HIDDEN },
      { field: 'name', after: 'x' },
      { field: 'password', after: HIDDEN },
    ]);
    // Not declared: only the name decides.
    expect(fieldChanges(undefined, { pin: '1234' })).toEqual([{ field: 'pin', after: '1234' }]);
  });

  it('are found for a request by its schema call and by the declaration naming its method and path', () => {
    const create = userSchema.api.create as ApiCall;
    expect(declaredSecrets('POST', '/gamebridge-manager/v1/ssp_publisher/user', create)).toEqual([
      'password',
    ]);
    expect(declaredSecrets('post', '/gamebridge-manager/v1/login')).toEqual(['password', 'token']);
    expect(declaredSecrets('GET', '/gamebridge-manager/v1/ssp_publisher/openapi/app_key')).toEqual([
      'app_key',
    ]);
    expect(declaredSecrets('GET', '/gamebridge-manager/v1/login')).toEqual([]);
  });

  it("keep a schema call's declared field out of the activity log", async () => {
    const create = userSchema.api.create as ApiCall;
    await withSecret(create, ['password', 'user_name'], async () => {
      await call({
        method: 'POST',
        path: create.path,
        silent: true,
        body: {
          user_name: 'Quiet Name',
          email: 'quiet@demo.test',
          password: 'Quiet@1234',
          company_id: 1,
          user_group: [2],
        },
      });
    });
    expect(changeOf('email')).toEqual({ field: 'email', label: 'Email', after: 'quiet@demo.test' });
    expect(changeOf('user_name')).toEqual({ field: 'user_name', label: 'User Name', after: HIDDEN });
    expect(JSON.stringify(activityLog())).not.toContain('Quiet Name');
  });

  it("keep the field a declaration in src/calls names out of the log of the schema change it makes (a group's save)", async () => {
    expect(calls.saveGroup.path).toBe(userGroupSchema.api.update?.path);
    await withSecret(calls.saveGroup, ['name'], async () => {
      await call({
        method: 'PUT',
        path: '/ssp_publisher/user_group/2',
        silent: true,
        body: { name: 'Hushed' },
      });
    });
    expect(changeOf('name')).toEqual({
      field: 'name',
      label: 'User Group Name',
      before: HIDDEN,
      after: HIDDEN,
    });
    expect(JSON.stringify(activityLog())).not.toContain('Hushed');
  });
});
