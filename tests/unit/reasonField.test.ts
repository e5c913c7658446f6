// A refused save's reason shows on the one field whose typed value it quotes (a name taken).
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../src/model/types';
import { reasonField } from '../../src/resources/form/reasonField';

const fields = [
  { key: 'domain', label: 'Site Link', form: {} },
  { key: 'name', label: 'Name', form: {} },
  { key: 'note', label: 'Note', form: {} },
] as FieldDef[];

describe('reasonField', () => {
  it('finds the field whose value the reason quotes as a whole, whatever its case and spaces', () => {
    const typed = { domain: '  dailynews.example ', name: 'Organic', note: '' };
    expect(reasonField(fields, typed, 'The site dailynews.example already exists')?.key).toBe('domain');
    expect(reasonField(fields, typed, 'A channel named organic already exists.')?.key).toBe('name');
    expect(reasonField(fields, typed, "The name 'Organic' is taken")?.key).toBe('name');
  });

  it('finds none when the reason quotes no value, only part of one, or two fields', () => {
    expect(reasonField(fields, { domain: 'dailynews' }, 'The site dailynews.example already exists')).toBe(
      undefined,
    );
    expect(reasonField(fields, { name: 'Organic' }, 'service error')).toBeUndefined();
    expect(reasonField(fields, { name: 'x' }, 'x is wrong')).toBeUndefined();
    expect(
      reasonField(fields, { domain: 'a.example', name: 'Ann' }, 'Ann cannot add a.example'),
    ).toBeUndefined();
  });
});
