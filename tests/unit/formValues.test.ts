import { describe, expect, it } from 'vitest';
import { initialValues, valuesToSend } from '../../src/resources/form/formValues';
import channelSchema from '../../src/schemas/channel';
import linkSchema from '../../src/schemas/link';
import siteSchema from '../../src/schemas/site';
import zoneSchema from '../../src/schemas/zone';

describe('valuesToSend on create', () => {
  it('trims the site link before sending', () => {
    expect(valuesToSend(siteSchema, 'create', { domain: '  example.com  ' })).toEqual({
      domain: 'example.com',
    });
  });

  it('leaves out a pairs row left empty (an empty Event Map row is not saved as {"source_event":""})', () => {
    const eventMap = (rows: unknown[]) =>
      valuesToSend(linkSchema, 'create', { utm_source: 'facebook', pixel_id: 'px', event_map: rows })
        .event_map;
    expect(eventMap([{ domain_event: undefined, source_event: '' }])).toEqual([]);
    expect(eventMap([{ domain_event: 'search_pv', source_event: ' ' }, { source_event: '' }])).toEqual([
      { domain_event: 'search_pv', source_event: ' ' },
    ]);
  });

  it('trims the channel name before sending', () => {
    expect(valuesToSend(channelSchema, 'create', { name: ' Podcasts ' })).toEqual({ name: 'Podcasts' });
  });

  it('drops the zone size when the ad type is not 1', () => {
    expect(
      valuesToSend(zoneSchema, 'create', { ad_type: 2, ad_size: [1, 2], description: ' Feed ' }),
    ).toEqual({
      ad_type: 2,
      description: 'Feed',
    });
  });

  it('keeps the zone size for ad type 1', () => {
    expect(valuesToSend(zoneSchema, 'create', { ad_type: 1, ad_size: [1, 2] })).toEqual({
      ad_type: 1,
      ad_size: [1, 2],
    });
  });

  it('sends space and a trimmed background only for ad type 7', () => {
    expect(valuesToSend(zoneSchema, 'create', { ad_type: 7, space: 1.6, background: ' fff ' })).toEqual({
      ad_type: 7,
      space: 1.6,
      background: 'fff',
    });
    expect(valuesToSend(zoneSchema, 'create', { ad_type: 2, space: 1.6, background: 'fff' })).toEqual({
      ad_type: 2,
    });
  });
});

describe('valuesToSend on edit', () => {
  const record = {
    zone_id: 50002,
    ad_type: 2,
    ad_size: [],
    description: '',
    zone_key_name: ['feed_native'],
    created_time: '2024-01-01 10:30:00',
  };

  it('sends the id and the locked ad format from the record', () => {
    expect(valuesToSend(zoneSchema, 'edit', { ad_type: 5, description: ' Feed ' }, record)).toEqual({
      zone_id: 50002,
      ad_type: 2,
      description: 'Feed',
    });
  });

  it('sends only form fields, not the rest of the record', () => {
    const sent = valuesToSend(zoneSchema, 'edit', { ...record, description: 'x' }, record);

    expect(Object.keys(sent).sort()).toEqual(['ad_type', 'description', 'zone_id']);
  });
});

describe('initialValues', () => {
  it('starts a new zone with the default space 1.6', () => {
    expect(initialValues(zoneSchema, 'create')).toEqual({ space: 1.6 });
  });

  it('starts an edit from the record', () => {
    expect(initialValues(zoneSchema, 'edit', { zone_id: 1, ad_type: 1 })).toEqual({ zone_id: 1, ad_type: 1 });
  });
});
