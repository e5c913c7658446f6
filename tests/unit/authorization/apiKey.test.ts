// The API Security token reads reports, as the Report API screen says, and nothing else: every
// call of the authorization table made with the administrator's token is refused word for word
// (and changes nothing) unless it is a report call of the Report API; no doc prints the token.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appKeyOf } from '../../../src/mocks/users/appKey';
import { API_KEY_REFUSAL, authorize } from '../../../src/mocks/authorization/authorize';
import { accessRules } from '../../../src/mocks/authorization/table';
import { callKey } from '../../../src/mocks/authorization/types';
import { db, resetDb } from '../../../src/mocks/store/db';
import { reportRegistry } from '../../../src/reports/registry';
import type { ReportConfig } from '../../../src/reports/types';
import { shippedReports } from '../../support/builtInResources';
import { callAs, dataSnapshot, tokenOf } from './requests';
import { ADMIN } from './users';

const KEY_REFUSAL = { success: false, code: 403, msg: API_KEY_REFUSAL, permission_msg: API_KEY_REFUSAL };
// POST /logout answers with or without a token (it closes a session, never a token).
const SIGNED_IN_RULES = accessRules().filter(
  (rule) => rule.access !== 'public' && callKey(rule) !== 'POST v1 /logout',
);
/** The administrator's token in today's data set. */
const adminKey = () => appKeyOf(db().users.find((user) => user.is_admin)!);

const APP_KEY_CALL = { method: 'GET', base: 'v1', path: '/ssp_publisher/openapi/app_key' } as const;

describe('the API Security token', () => {
  it('is taken by the report calls of the Report API only: each report and its export', () => {
    const reports = SIGNED_IN_RULES.filter((rule) => rule.apiKey).map(callKey);
    // Each tab of each report: its call and its export (22 for the reports the console ships with).
    const callsOf = (configs: ReportConfig[]) =>
      new Set(
        configs.flatMap((config) =>
          config.views.flatMap((view) => [
            `POST v2 ${view.request.path}`,
            `POST v2 ${view.request.exportPath}`,
          ]),
        ),
      );
    expect(new Set(reports)).toEqual(callsOf(reportRegistry));
    expect(callsOf(shippedReports(reportRegistry)).size).toBe(22);
    for (const call of reports) expect(call).toMatch(/^POST v2 \/ssp_publisher\/.*report(\/export)?$/);
  });

  it.each(SIGNED_IN_RULES.map((rule) => [callKey(rule), rule] as const))('%s', async (_call, rule) => {
    const before = dataSnapshot();
    const answer = await callAs(adminKey(), rule);
    if (rule.apiKey) {
      expect(answer.body).toMatchObject({ success: true, code: 0 });
    } else {
      expect(answer).toEqual({ status: 200, body: KEY_REFUSAL });
      expect(dataSnapshot()).toBe(before);
    }
  });

  it("is refused a call with no row of the table, though it is the administrator's", async () => {
    const request = new Request('http://localhost/gamebridge-manager/v1/ssp_publisher/not_in_the_table', {
      method: 'POST',
    });
    const admin = db().users.find((user) => user.is_admin);
    expect(await (await authorize(request, admin!, 'apiKey'))?.json()).toEqual(KEY_REFUSAL);
    expect(await authorize(request, admin!, 'session')).toBeUndefined();
  });

  it("is shown to the administrator's session, and cannot read itself", async () => {
    const session = await callAs(await tokenOf(ADMIN), APP_KEY_CALL);
    expect(session.body).toMatchObject({ success: true, data: { app_key: adminKey() } });
    expect(await callAs(adminKey(), APP_KEY_CALL)).toEqual({ status: 200, body: KEY_REFUSAL });
  });

  it('stops working when its user is disabled', async () => {
    const admin = db().users.find((user) => user.is_admin);
    if (admin) admin.status = 1;
    const answer = await callAs(adminKey(), {
      method: 'POST',
      base: 'v2',
      path: '/ssp_publisher/content/report',
    });
    expect(answer.status).toBe(401);
  });

  it('is random, and new with each data set', () => {
    const first = adminKey();
    expect(first).toMatch(/^ak_[0-9a-f]{24}$/);
    expect(adminKey()).toBe(first);
    resetDb();
    expect(adminKey()).toMatch(/^ak_[0-9a-f]{24}$/);
    expect(adminKey()).not.toBe(first);
  });

  it('is printed in no doc, and no doc or source file holds a token', () => {
    const root = resolve(__dirname, '../../..');
    const markdown = (folder: string) =>
      readdirSync(resolve(root, folder))
        .filter((name) => name.endsWith('.md'))
        .map((name) => resolve(root, folder, name));
    const files = [
      resolve(root, 'README.md'),
      ...markdown('docs'),
      ...readdirSync(resolve(root, 'src'), { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.tsx?$/.test(name))
        .map((name) => resolve(root, 'src', name)),
    ];
    expect(files.length).toBeGreaterThan(100);
    for (const path of files) {
      const text = readFileSync(path, 'utf8');
      expect(text, path).not.toContain(adminKey());
      expect(text, path).not.toMatch(/ak_[0-9a-z_]{12,}/);
    }
  });
});
