import { describe, expect, it } from 'vitest';
import { firstBrokenRule, validateRecord } from '../../src/model/rules';
import zoneSchema, { backgroundRules } from '../../src/schemas/zone';

const validate = (values: Record<string, unknown>) => validateRecord(zoneSchema, values, 'create');
const background = (value: unknown) =>
  firstBrokenRule(backgroundRules, value, { ad_type: 7, background: value });

describe('zone ad format', () => {
  it("is required: 'Please select zone type'", () => {
    expect(validate({})).toBe('Please select zone type');
    expect(validate({ ad_type: null })).toBe('Please select zone type');
    expect(validate({ ad_type: Number.NaN })).toBe('Please select zone type');
  });
});

describe('zone size', () => {
  it("is required for ad type 1: 'Please select zone size'", () => {
    expect(validate({ ad_type: 1 })).toBe('Please select zone size');
    expect(validate({ ad_type: 1, ad_size: [] })).toBe('Please select zone size');
  });

  it('is satisfied by one size for ad type 1', () => {
    expect(validate({ ad_type: 1, ad_size: [2] })).toBeUndefined();
  });

  it('is not required for other ad types', () => {
    expect(validate({ ad_type: 2 })).toBeUndefined();
    expect(validate({ ad_type: 3, ad_size: [] })).toBeUndefined();
  });
});

describe('space', () => {
  it("is required for ad type 7: 'Please select space'", () => {
    expect(validate({ ad_type: 7, background: 'fff' })).toBe('Please select space');
  });

  it('is not asked for other ad types', () => {
    expect(validate({ ad_type: 2, background: 'fff' })).toBeUndefined();
  });

  it('accepts a chosen space for ad type 7', () => {
    expect(validate({ ad_type: 7, space: 1.6, background: 'fff' })).toBeUndefined();
  });
});

describe('background', () => {
  it("is required for ad type 7: 'Please input background color'", () => {
    expect(validate({ ad_type: 7, space: 1.6 })).toBe('Please input background color');
    expect(background('')).toBe('Please input background color');
  });

  it('is not asked for other ad types', () => {
    expect(validate({ ad_type: 2 })).toBeUndefined();
  });

  it("needs at least 3 characters: 'Minimum 3 characters'", () => {
    expect(background('ff')).toBe('Minimum 3 characters');
  });

  it('rejects a 7-character value', () => {
    expect(background('1677ffa')).toBe('Maximum 6 characters');
  });

  it("rejects a value that is not hex: 'Please enter correct value'", () => {
    expect(background('ggg')).toBe('Please enter correct value');
    expect(background('12345g')).toBe('Please enter correct value');
  });

  it("rejects 4 or 5 hex digits: 'Please enter correct value'", () => {
    expect(background('1234')).toBe('Please enter correct value');
    expect(background('12345')).toBe('Please enter correct value');
  });

  it('accepts 3 or 6 hex digits in either case', () => {
    expect(background('fff')).toBeUndefined();
    expect(background('1677ff')).toBeUndefined();
    expect(background('ABCDEF')).toBeUndefined();
  });
});

describe('description', () => {
  it('accepts 200 characters', () => {
    expect(validate({ ad_type: 2, description: 'd'.repeat(200) })).toBeUndefined();
  });

  it('rejects more than 200 characters, with the form label the form shows too', () => {
    expect(validate({ ad_type: 2, description: 'd'.repeat(201) })).toBe(
      'Zone Description cannot be longer than 200 characters',
    );
  });
});

describe('zone edit', () => {
  it('does not re-check the ad format, which is locked on edit', () => {
    expect(validateRecord(zoneSchema, { description: 'x' }, 'edit')).toBeUndefined();
  });

  it('still requires a zone size for an ad type 1 zone', () => {
    expect(validateRecord(zoneSchema, { ad_type: 1, ad_size: [] }, 'edit')).toBe('Please select zone size');
  });
});
