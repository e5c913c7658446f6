import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../src/model/rules';
import channelSchema from '../../src/schemas/channel';

const validate = (name: unknown) => validateRecord(channelSchema, { name }, 'create');

describe('channel name', () => {
  it("is required: 'Please input channel name'", () => {
    expect(validate(undefined)).toBe('Please input channel name');
    expect(validate('')).toBe('Please input channel name');
    expect(validate('    ')).toBe('Please input channel name');
  });

  it('accepts 20 characters', () => {
    expect(validate('c'.repeat(20))).toBeUndefined();
  });

  it('rejects 21 characters', () => {
    expect(validate('c'.repeat(21))).toBe('Channel Name cannot be longer than 20 characters');
  });
});
