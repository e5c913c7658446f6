// What the contract says of some calls of the shipped console, gathered from the declarations, the
// schemas, the reports, the authorization table and docs/api.md (src/mocks/contract/).
import { describe, expect, it } from 'vitest';
import type { ContractCall } from '../../../src/calls/openapi/types';
import { jsonSchemaOf } from '../../../src/calls/openapi/jsonSchema';
import { shippedCalls } from './shippedContract';

const calls = shippedCalls();
const find = (method: string, path: string): ContractCall => {
  const found = calls.find((call) => call.method === method && call.path === path);
  if (!found) throw new Error(`No ${method} ${path} in the contract`);
  return found;
};
const messages = (call: ContractCall, status = 200) =>
  call.refusals.filter((refusal) => refusal.status === status).map((refusal) => refusal.msg);

describe('the contract of the shipped console', () => {
  it('signs in without a token, logs out with or without one, and needs the session for the rest', () => {
    expect(find('POST', '/login').auth).toBe('public');
    expect(find('POST', '/findpwd').auth).toBe('public');
    expect(find('POST', '/logout').auth).toBe('optional');
    expect(find('GET', '/saas/userinfo').auth).toBe('token');
    expect(find('GET', '/news-images/{icon_id}')).toMatchObject({
      base: 'image',
      auth: 'public',
      file: 'image/*',
    });
  });

  it('shows the refusals docs/api.md documents, with their HTTP status', () => {
    const login = find('POST', '/login');
    expect(messages(login)).toEqual(['Incorrect email or password', 'This account has been disabled']);
    expect(messages(login, 429)).toEqual([
      'Too many failed logins. Please try again in a minute. 登录失败次数过多，请一分钟后再试。',
    ]);
    expect(messages(login, 400)).toEqual(['Send the email and the password as text']);
  });

  it("shows a schema's rule messages on its create, and who may make it", () => {
    const create = find('POST', '/ssp_publisher/channel');
    expect(messages(create)).toEqual([
      'Please input channel name',
      'Channel Name cannot be longer than 20 characters',
      'A channel named <name> already exists',
      'You do not have permission to do this',
      'The API Security token can only read reports (the Report API); sign in to the console for anything else',
    ]);
    expect(create.description).toBe('Who may call: `/account/channel`.');
    expect(jsonSchemaOf(create.body!, {})).toEqual({
      type: 'object',
      properties: { name: { type: 'string', maxLength: 20 } },
      required: ['name'],
      additionalProperties: {},
    });
  });

  it('folds a literal path into the declared placeholder that covers it, its values as examples', () => {
    const dictionary = find('GET', '/dict/{name}');
    expect(dictionary.pathExamples?.name).toEqual(expect.arrayContaining(['adSize', 'language', 'zoneType']));
    expect(calls.some((call) => call.path === '/dict/zoneType')).toBe(false);
  });

  it("asks a schema's list with its paging, filters and sortable fields", () => {
    const list = find('GET', '/ssp_publisher/domain/list');
    expect(Object.keys(list.query ?? {}).sort()).toEqual(
      expect.arrayContaining(['page', 'page_size', 'domain', 'status', 'sort_field', 'sort_order']),
    );
    expect(list.query?.page.required).toBe(false);
    expect(list.tag).toBe('Site List (/siteManager/siteList)');
  });

  it('sends the declared request of a call (the menu query, the saved view body)', () => {
    const menu = find('GET', '/menu');
    expect(Object.entries(menu.query ?? {}).map(([name, parameter]) => [name, parameter.required])).toEqual([
      ['menuVersion', true],
      ['system', true],
    ]);
    expect(jsonSchemaOf(find('POST', '/ssp_publisher/report_view').body!, {})).toMatchObject({
      required: ['report', 'name', 'state'],
    });
    expect(find('POST', '/ssp_publisher/news/upload').upload).toBe(true);
  });
});
