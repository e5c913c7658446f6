import { describe, expect, it } from 'vitest';
import { firstBrokenRule, validateRecord } from '../../src/model/rules';
import siteSchema, { siteLinkRules } from '../../src/schemas/site';

const REQUIRED = 'Please input site link';
const NOT_A_DOMAIN = "domain' is not a valid url";
const CAPITALS_OR_WWW =
  'Failed to create, please fill in a domain name that does not contain capital letters and does not start with www.';

const siteLink = (value: unknown) => firstBrokenRule(siteLinkRules, value, { domain: value });

describe('site link', () => {
  it('is required', () => {
    expect(siteLink(undefined)).toBe(REQUIRED);
    expect(siteLink('')).toBe(REQUIRED);
    expect(siteLink('   ')).toBe(REQUIRED);
  });

  it('accepts a plain lower-case domain', () => {
    expect(siteLink('example.com')).toBeUndefined();
    expect(siteLink('my-site_1.news.example')).toBeUndefined();
  });

  it('rejects a value that is not a domain', () => {
    expect(siteLink('example')).toBe(NOT_A_DOMAIN);
    expect(siteLink('not a domain.com')).toBe(NOT_A_DOMAIN);
    expect(siteLink('https://example.com')).toBe(NOT_A_DOMAIN);
    expect(siteLink('example.c0m')).toBe(NOT_A_DOMAIN);
    expect(siteLink('example.c')).toBe(NOT_A_DOMAIN);
  });

  it('rejects a site link that starts with www', () => {
    expect(siteLink('www.example.com')).toBe(CAPITALS_OR_WWW);
  });

  it('rejects www in any case', () => {
    expect(siteLink('WWW.example.com')).toBe(CAPITALS_OR_WWW);
    expect(siteLink('Www.example.com')).toBe(CAPITALS_OR_WWW);
    expect(siteLink('wWw.example.com')).toBe(CAPITALS_OR_WWW);
  });

  it('rejects a site link that contains capitals', () => {
    expect(siteLink('Example.com')).toBe(CAPITALS_OR_WWW);
    expect(siteLink('example.COM')).toBe(CAPITALS_OR_WWW);
  });

  it('accepts labels in Chinese characters', () => {
    expect(siteLink('新闻.example')).toBeUndefined();
    expect(siteLink('中文网站.com')).toBeUndefined();
  });

  it('accepts a top-level domain of 63 letters and rejects one of 64', () => {
    expect(siteLink(`example.${'a'.repeat(63)}`)).toBeUndefined();
    expect(siteLink(`example.${'a'.repeat(64)}`)).toBe(NOT_A_DOMAIN);
  });

  it('accepts a top-level domain of 2 letters', () => {
    expect(siteLink('example.io')).toBeUndefined();
  });
});

describe('site record', () => {
  it('validates the domain with the same messages as the form', () => {
    expect(validateRecord(siteSchema, {}, 'create')).toBe(REQUIRED);
    expect(validateRecord(siteSchema, { domain: 'example' }, 'create')).toBe(NOT_A_DOMAIN);
    expect(validateRecord(siteSchema, { domain: 'WWW.example.com' }, 'create')).toBe(CAPITALS_OR_WWW);
    expect(validateRecord(siteSchema, { domain: 'example.com' }, 'create')).toBeUndefined();
  });
});
