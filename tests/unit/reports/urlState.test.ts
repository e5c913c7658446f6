import { describe, expect, it } from 'vitest';
import contentAds from '../../../src/reports/configs/contentAds';
import keywordData from '../../../src/reports/configs/keywordData';
import trackingReport from '../../../src/reports/configs/trackingReport';
import { EXPORT_PAGING, reportPayload } from '../../../src/reports/payload';
import { defaultState, readState, writeState } from '../../../src/reports/urlState';
import { isUtcOffset, utcOffsetMinutes, zoneClock } from '../../../src/reports/filters/timeZone';
import dayjs from 'dayjs';

describe('report state in the URL', () => {
  it('reads back what it writes: tab, dates, filters, dimensions, sort and page', () => {
    const state = {
      ...defaultState(keywordData, 'middle'),
      filters: { domain: ['findit.example'], keyword: ['vpn deals', 'home loans'] },
      dimensions: ['Date', 'Keyword'],
      sort: { field: 'Revenue', order: 'asc' as const },
      page: 3,
      size: 50,
    };
    expect(readState(keywordData, writeState(state))).toEqual(state);
  });

  it('falls back to defaults for unknown or out-of-limit values', () => {
    const params = new URLSearchParams({
      tab: 'nope',
      start: '2001-01-01',
      end: '2001-01-02',
      dims: 'Date,Bogus',
      sort: 'Bogus.asc',
      page: '-2',
      size: '7',
    });
    const state = readState(keywordData, params);
    expect(state).toEqual({ ...defaultState(keywordData), dimensions: ['Date'] });
  });

  it('content ads: Total by default, any time zone as a tab; default dimensions Date and Domain', () => {
    expect(defaultState(contentAds).tab).toBe('Total');
    expect(defaultState(contentAds).dimensions).toEqual(['Date', 'Domain']);
    expect(readState(contentAds, new URLSearchParams({ tab: 'UTC+08:00' })).tab).toBe('UTC+08:00');
  });

  it('text filters keep one value', () => {
    const params = new URLSearchParams({ tab: 'content' });
    params.append('f.sub1', 'campaign_1');
    expect(readState(trackingReport, params).filters).toEqual({ sub1: 'campaign_1' });
  });
});

describe('report payloads (section 7)', () => {
  it('content ads nest dates and filters; a time-zone tab locks TimeZone', () => {
    const state = { ...defaultState(contentAds), filters: { Country: ['US'], TimeZone: ['UTC+00:00'] } };
    const body = reportPayload(contentAds.views[0], state, { lockedTimeZone: 'UTC+08:00' });
    expect(body).toMatchObject({
      date_range: { start: state.start, end: state.end },
      filters: { Country: ['US'], TimeZone: ['UTC+08:00'] },
      dimensions: ['Date', 'Domain'],
      sorts: [{ field: 'Date', order: 'desc' }],
      page_index: 1,
      page_size: 20,
    });
  });

  it('other reports send begin_date, end_date and their fields flat; exports ask for page 1 of 9999', () => {
    const state = {
      ...defaultState(trackingReport),
      filters: { sub2: '  adset_1 ', utm_source: ['taboola'] },
    };
    const body = reportPayload(trackingReport.views[0], state, { paging: EXPORT_PAGING });
    expect(body).toMatchObject({
      begin_date: state.start,
      end_date: state.end,
      sub2: 'adset_1',
      utm_source: ['taboola'],
    });
    expect(body).toMatchObject({ page_index: 1, page_size: 9999 });
  });
});

describe('time zones', () => {
  it("accepts only 'UTC±HH:MM'", () => {
    expect(utcOffsetMinutes('UTC+05:30')).toBe(330);
    expect(utcOffsetMinutes('UTC-05:00')).toBe(-300);
    for (const bad of ['UTC+8', 'GMT+08:00', 'UTC+08:60', '', 'Asia/Shanghai']) {
      expect(() => utcOffsetMinutes(bad)).toThrow(`Invalid time zone: ${bad}`);
      expect(isUtcOffset(bad)).toBe(false);
    }
  });
  it('shows the current UTC time and the report time of the zone', () => {
    expect(zoneClock('UTC+08:00', dayjs('2026-11-22T20:15:00Z'))).toEqual({
      utcTime: '2026-11-22 20:15',
      reportTime: '2026-11-23 04:15',
    });
  });
});
