import { describe, expect, it } from 'vitest';
import { lookupAnswer } from '../../src/calls/answers';
import { lookupTargetOf, lookupWithDefaults } from '../../src/model/lookups';
import type { LookupSpec } from '../../src/model/types';
import { registeredLookup, registry } from '../../src/schemas';
import link from '../../src/schemas/link';
import searchSite from '../../src/schemas/searchSite';

/** A resource that lends its list call and label to the lookups naming it. */
const articles = { list: { path: '/articles/list' }, recordLabel: 'title' };

describe("a lookup naming its resource takes that resource's list call and recordLabel", () => {
  it('asks the list path of the resource it names and shows its recordLabel when it says neither', () => {
    expect(lookupWithDefaults({ resource: 'information', valueKey: 'id' }, articles)).toEqual({
      resource: 'information',
      valueKey: 'id',
      path: '/articles/list',
      labelKey: 'title',
    });
    // From the registry: the information list and its recordLabel, title.
    expect(registeredLookup({ resource: 'information', valueKey: 'id' })).toMatchObject({
      path: '/ssp_publisher/news',
      labelKey: 'title',
    });
  });

  it("asks on the list call's base: a lookup of a v2 list is sent to v2", () => {
    const v2 = { list: { path: '/v2/list', base: 'v2' as const } };
    expect(lookupWithDefaults({ resource: 'information', valueKey: 'id' }, v2)).toMatchObject({
      path: '/v2/list',
      base: 'v2',
    });
    // Its own path keeps its own base (none: the main one), not the resource's.
    expect(
      lookupWithDefaults({ resource: 'information', path: '/mine', valueKey: 'id' }, v2),
    ).not.toHaveProperty('base');
  });

  it('keeps what it declares itself: its own path, base and labelKey win', () => {
    const own = lookupWithDefaults(
      { resource: 'information', path: '/other/list', base: 'v2', valueKey: 'id', labelKey: 'subtitle' },
      articles,
    );
    expect([own.path, own.base, own.labelKey]).toEqual(['/other/list', 'v2', 'subtitle']);
  });

  it('shows the value when neither it nor its resource names a label', () => {
    const unlabelled = lookupWithDefaults(
      { resource: 'keyword', valueKey: 'key_word' },
      { list: articles.list },
    );
    expect(unlabelled).not.toHaveProperty('labelKey');
    expect(lookupAnswer(unlabelled).choices).toEqual({ valueKey: 'key_word', labelKey: 'key_word' });
  });

  it("leaves a lookup with its path and no resource (a report's filter) as it is", () => {
    const report: LookupSpec = { path: '/report/sites', base: 'v2', valueKey: 'domain', pageSize: 10 };
    expect(lookupWithDefaults(report, undefined)).toBe(report);
    expect(registeredLookup(report)).toBe(report);
  });

  it('says which lookup has no path when its resource lends none', () => {
    expect(() => registeredLookup({ resource: 'nowhere', valueKey: 'id' })).toThrow(
      'The lookup of nowhere has no path, and no resource nowhere lends its list call',
    );
  });

  it('is what the registry lends: every resource its list call and recordLabel', () => {
    expect(lookupTargetOf(searchSite)).toEqual({
      list: { path: '/ssp_publisher/search_site/list', base: undefined },
      recordLabel: 'domain',
    });
  });
});

describe("the link's lookups, declared without path or labelKey, ask what they asked before", () => {
  const asked = (key: string) => {
    const field = link.fields.find((candidate) => candidate.key === key);
    if (field?.kind !== 'lookup') throw new Error(`link.${key} is no lookup`);
    const spec = registeredLookup(field.lookup);
    return { path: spec.path, base: spec.base, label: lookupAnswer(spec).choices.labelKey };
  };

  it('Site: the search site list, by domain', () => {
    expect(asked('domain')).toEqual({
      path: '/ssp_publisher/search_site/list',
      base: undefined,
      label: 'domain',
    });
  });

  it('Information ID: the information list, by title', () => {
    expect(asked('feed_id')).toEqual({ path: '/ssp_publisher/news', base: undefined, label: 'title' });
  });

  it('Mainkey: the keyword list, by the keyword', () => {
    expect(asked('key_word')).toEqual({
      path: '/ssp_publisher/keyword/list',
      base: undefined,
      label: 'key_word',
    });
  });

  it('no shipped lookup repeats the path or label its resource lends', () => {
    const repeated = registry.flatMap((schema) =>
      schema.fields.flatMap((field) => {
        if (field.kind !== 'lookup') return [];
        const target = registry.find((candidate) => candidate.name === field.lookup.resource);
        const lent = target && lookupTargetOf(target);
        return [
          ...(field.lookup.path !== undefined && field.lookup.path === lent?.list.path
            ? [`${schema.name}.${field.key} path`]
            : []),
          ...(field.lookup.labelKey !== undefined && field.lookup.labelKey === lent?.recordLabel
            ? [`${schema.name}.${field.key} labelKey`]
            : []),
        ];
      }),
    );
    expect(repeated).toEqual([]);
  });
});
