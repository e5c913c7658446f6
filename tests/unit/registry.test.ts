import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers, handWritten } from '../../src/mocks/handlers';
import { BASE_MENU, menuTree } from '../../src/mocks/menuTree';
import { menuPaths, type MenuItem } from '../../src/providers/access/menu';
import { isSchema, registry, schemasOf } from '../../src/schemas';
import channel from '../../src/schemas/channel';
import site from '../../src/schemas/site';
import { committedAreas, HAND_SERVED_LISTS, shippedSchemas } from '../support/builtInResources';
import { wholeContractAreas } from './openapi/shippedContract';
import { ADMIN_EMAIL, loginAs } from './helpers';
import { sampleRequest, schemaCalls } from './schemaCalls';

const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flat(item.children ?? [])]);
const described = (item: MenuItem) =>
  `${item.id} ${item.name} ${item.path} sort ${item.sort}${item.icon ? ` icon ${item.icon}` : ''}`;
const duplicates = (values: unknown[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the schema registry', () => {
  it('finds every resource the committed contract names by itself, skipping helper modules', () => {
    const names = registry.map((schema) => schema.name);
    // A deleted schema or report file is noticed: docs/openapi.json still names its area.
    const areas = new Set(wholeContractAreas());
    expect([...committedAreas()].filter((area) => !areas.has(area))).toEqual([]);
    expect(shippedSchemas(registry).length).toBeGreaterThan(0);
    expect(names).not.toContain('fields');
    expect(isSchema({ statusField: () => undefined })).toBe(false);
  });

  it('orders schemas by menu order then name, whatever order the files come in', () => {
    const names = (modules: Record<string, unknown>) => schemasOf(modules).map((schema) => schema.name);

    expect(
      names({ './site.ts': { default: site }, './channel.ts': { default: channel }, './enums.ts': {} }),
    ).toEqual(['channel', 'site']);
    expect(names({ './channel.ts': { default: channel }, './site.ts': { default: site } })).toEqual([
      'channel',
      'site',
    ]);
  });

  it('has unique names and routes', () => {
    expect(duplicates(registry.map((schema) => schema.name))).toEqual([]);
    expect(duplicates(registry.flatMap((schema) => (schema.route ? [schema.route] : [])))).toEqual([]);
  });

  it('puts the record id placeholder in every update, show and delete path', () => {
    const missing = registry.flatMap((schema) =>
      (['update', 'show', 'delete'] as const)
        .filter((action) => schema.api[action] && !schema.api[action]?.path.includes(`{${schema.idKey}}`))
        .map((action) => `${schema.name} api.${action}`),
    );
    expect(missing).toEqual([]);
  });

  it("reads each schema's data scope through one of its own fields, or its path's (a zone's site)", () => {
    const ownKey = (schema: (typeof registry)[number], key: string) =>
      schema.fields.some((field) => field.key === key) || key in (schema.scope?.session ?? {});
    const strays = registry
      .filter((schema) => schema.dataScope)
      .filter((schema) => !ownKey(schema, schema.dataScope!.via))
      .map((schema) => `${schema.name} dataScope.via ${schema.dataScope?.via}`);
    expect(strays).toEqual([]);
  });

  it('has every routed screen (or the screen granting it) in the menu', () => {
    const paths = menuPaths(menuTree());
    const missing = registry
      .filter((schema) => schema.route && !paths.has(schema.accessPath ?? schema.route))
      .map((schema) => schema.name);
    expect(missing).toEqual([]);
  });

  it('declares only menu parents that exist, and menu ids no other entry uses', () => {
    const groups = new Set(BASE_MENU.map((item) => item.path));
    const unknownParents = registry.filter(
      (schema) => schema.menu && schema.menu.parent && !groups.has(schema.menu.parent),
    );
    expect(unknownParents.map((schema) => schema.name)).toEqual([]);
    expect(duplicates(flat(menuTree()).map((item) => Number(item.id)))).toEqual([]);
  });

  it('keeps the menu of the console exactly: ids, names, paths, order and icons', () => {
    // Hand-numbered ids; a schema added later gets one derived from its route (100000 and up).
    const entries = flat(menuTree())
      .filter((item) => Number(item.id) < 100_000)
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map(described);

    expect(entries).toEqual([
      '1 Home /home sort 1 icon home',
      '20 Site /siteManager sort 2 icon site',
      '21 Site List /siteManager/siteList sort 1',
      '30 App /appManager sort 3 icon app',
      '31 App List /appManager/appsList sort 1',
      '32 App Unit /appManager/zoneList sort 2',
      '40 Search Ads /searchAds sort 4 icon search',
      '41 Main Keyword /searchAds/mainKeyword sort 1',
      '42 Site /searchAds/site sort 2',
      '43 Landing Pages /searchAds/landingPage sort 3',
      '44 Information /searchAds/information sort 4',
      '50 Widget /widget sort 5 icon widget',
      '51 List /widget/list sort 1',
      '60 Report /report sort 6 icon report',
      '61 User Analytics /report/userAnalytics sort 1',
      '62 Content Ads Revenue /report/revenueReport sort 2',
      '63 Search Ads Revenue /report/searchAdsReport sort 3',
      '64 App Ads Revenue /report/appAdsReport sort 4',
      '65 Keyword Data /report/keywordData sort 5',
      '66 Report API /report/reportapi sort 6',
      '67 Tracking Report /report/trackingReport sort 7',
      '68 Widget Revenue /report/widgetRevenue sort 8',
      '69 Content Revenue /report/contentRevenue sort 9',
      '70 Account /account sort 7 icon account',
      '71 Channel /account/channel sort 1',
      '72 User /account/user sort 2',
      '80 SDK & API /integration sort 8 icon integration',
      '90 Revenue /report/revenue sort 10',
    ]);
  });

  it('answers every call of every schema from the embedded API', async () => {
    const token = await loginAs(ADMIN_EMAIL);
    const unanswered: string[] = [];
    for (const schema of registry) {
      for (const call of schemaCalls(schema)) {
        const response = await getResponse(handlers, sampleRequest(call, token));
        if (!response) unanswered.push(`${schema.name} ${call.where}: ${call.method} ${call.path}`);
      }
    }
    expect(unanswered).toEqual([]);
  });

  it('serves the resources whose lists are irregular by hand, every other by the generic handler', async () => {
    const token = await loginAs(ADMIN_EMAIL);
    const servedByHand = async (schema: (typeof registry)[number]) =>
      Boolean(await getResponse(handWritten, sampleRequest({ where: 'list', ...schema.api.list }, token)));
    const byHand: string[] = [];
    for (const schema of registry) if (await servedByHand(schema)) byHand.push(schema.name);

    // A resource added as a schema file alone is answered by the generic handler (every call of
    // it is checked above); a list given a hand-written handler belongs in HAND_SERVED_LISTS.
    expect(byHand.sort()).toEqual(HAND_SERVED_LISTS);
  });

  it('counts a call as unanswered when no handler serves it (the check can fail)', async () => {
    const token = await loginAs(ADMIN_EMAIL);
    const call = { where: 'test', method: 'GET', path: '/ssp_publisher/nothing/here' };

    expect(await getResponse(handlers, sampleRequest(call, token))).toBeUndefined();
  });
});
