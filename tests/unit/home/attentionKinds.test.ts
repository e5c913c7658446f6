import { describe, expect, it } from 'vitest';
import { ATTENTION, attentionKinds } from '../../../src/pages/home/attention/attentionKinds';
import { filterFields } from '../../../src/resources/list/filters';
import site from '../../../src/schemas/site';
import type { ResourceSchema } from '../../../src/model/types';

const siteDeclaration = ATTENTION[0];
/** The site schema with its fields changed. */
const siteWith = (change: (schema: ResourceSchema) => ResourceSchema) => [
  { ...siteDeclaration, schema: change({ ...site, fields: [...site.fields] } as ResourceSchema) },
];

describe("Home's 'Needs attention' kinds", () => {
  it('finds each kind in its schema: the list, the filter parameter, the status tag, the filtered address', () => {
    expect(
      attentionKinds().map((kind) => [
        kind.resource,
        kind.accessPath,
        kind.param,
        kind.status.label,
        kind.link,
      ]),
    ).toEqual([
      [
        'site',
        '/siteManager/siteList',
        'ads_txt_status',
        'Need Update ads.txt',
        '/siteManager/siteList?filters%5B0%5D%5Bfield%5D=ads_txt_status&filters%5B0%5D%5Boperator%5D=eq&filters%5B0%5D%5Bvalue%5D=need+update+ads.txt',
      ],
      [
        'site',
        '/siteManager/siteList',
        'ads_txt_status',
        'Verification Failed',
        '/siteManager/siteList?filters%5B0%5D%5Bfield%5D=ads_txt_status&filters%5B0%5D%5Boperator%5D=eq&filters%5B0%5D%5Bvalue%5D=verification+failed',
      ],
      [
        'adUnit',
        '/appManager/appsList',
        'status',
        'Discontinued',
        '/appManager/zoneList?filters%5B0%5D%5Bfield%5D=status&filters%5B0%5D%5Boperator%5D=eq&filters%5B0%5D%5Bvalue%5D=3',
      ],
      [
        'widget',
        '/widget/list',
        'status',
        'Failed',
        '/widget/list?filters%5B0%5D%5Bfield%5D=status&filters%5B0%5D%5Boperator%5D=eq&filters%5B0%5D%5Bvalue%5D=3',
      ],
      [
        'searchSite',
        '/searchAds/site',
        'status',
        'Waiting For DNS',
        '/searchAds/site?filters%5B0%5D%5Bfield%5D=status&filters%5B0%5D%5Boperator%5D=eq&filters%5B0%5D%5Bvalue%5D=4',
      ],
    ]);
  });

  it('reads each filter as the list does (its parameter among the list’s filters)', () => {
    for (const kind of attentionKinds()) {
      const declared = ATTENTION.find((candidate) => candidate.key === kind.key);
      const listed = filterFields(declared!.schema).find((filter) => filter.field.key === kind.field);
      expect(listed?.param).toBe(kind.param);
    }
  });

  it('leaves out a kind its list can no longer filter: no filter, not in the filter order, no such status', () => {
    const withoutFilter = (schema: ResourceSchema) => ({
      ...schema,
      fields: schema.fields.map((field) =>
        field.key === 'ads_txt_status' ? { ...field, filter: undefined } : field,
      ),
    });
    expect(attentionKinds(siteWith(withoutFilter))).toEqual([]);
    expect(
      attentionKinds(siteWith((schema) => ({ ...schema, filterOrder: ['verify_status', 'domain'] }))),
    ).toEqual([]);
    expect(attentionKinds([{ ...siteDeclaration, value: 'no such status' }])).toEqual([]);
    expect(attentionKinds(siteWith((schema) => schema))).toHaveLength(1);
  });
});
