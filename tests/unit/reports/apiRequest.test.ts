import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import contentAds from '../../../src/reports/configs/contentAds';
import contentRevenue from '../../../src/reports/configs/contentRevenue';
import widgetRevenue from '../../../src/reports/configs/widgetRevenue';
import {
  TOKEN_PLACEHOLDER,
  curlCommand,
  reportUrl,
  requestParameters,
} from '../../../src/reports/api/apiRequest';
import { dateLimitText, rangeProblem } from '../../../src/reports/filters/dateLimits';
import { reportPayload } from '../../../src/reports/payload';
import type { ReportState } from '../../../src/reports/types';

const state: ReportState = {
  tab: 'main',
  start: '2026-03-01',
  end: '2026-03-07',
  filters: { widget: "w'1", country: ['US', 'DE'] },
  dimensions: ['Date', 'Country'],
  sort: { field: 'Revenue', order: 'asc' },
  page: 2,
  size: 50,
};

describe('Copy as API request', () => {
  const url = reportUrl('/ssp_publisher/widget/report', 'https://console.example');
  const body = reportPayload(widgetRevenue.views[0], state);

  it('addresses the report call under the v2 base, at the page origin in mock mode', () => {
    expect(url).toBe('https://console.example/gamebridge/v2/ssp_publisher/widget/report');
  });

  it('writes the curl command of a state, the token left as a placeholder', () => {
    expect(curlCommand(url, body)).toBe(
      [
        "curl -X POST 'https://console.example/gamebridge/v2/ssp_publisher/widget/report' \\",
        `  -H 'Authorization: ${TOKEN_PLACEHOLDER}' \\`,
        "  -H 'Content-Type: application/json' \\",
        `  --data '{"begin_date":"2026-03-01","end_date":"2026-03-07","widget":"w'\\''1","country":["US","DE"],` +
          `"dimensions":["Date","Country"],"sorts":[{"field":"Revenue","order":"asc"}],"page_index":2,"page_size":50}'`,
      ].join('\n'),
    );
  });

  it('includes the token only when given, and the body parses back to the payload', () => {
    const command = curlCommand(url, body, 'ak_demo_7f3c9a2e51b84d06');
    expect(command).toContain("-H 'Authorization: ak_demo_7f3c9a2e51b84d06'");
    expect(command).not.toContain(TOKEN_PLACEHOLDER);
    const data = /--data '(.*)'$/s.exec(command)![1].replace(/'\\''/g, "'");
    expect(JSON.parse(data)).toEqual(body);
  });

  it('nests dates and filters for content ads', () => {
    const nested = reportPayload(contentAds.views[0], { ...state, filters: { Device: ['Mobile'] } });
    expect(curlCommand('u', nested)).toContain(
      '"date_range":{"start":"2026-03-01","end":"2026-03-07"},"filters":{"Device":["Mobile"]}',
    );
  });
});

describe('the Report API parameters, read from the configs', () => {
  it('lists the dates with their limit, each filter, the dimensions, the sort and the paging', () => {
    const params = requestParameters(contentRevenue.views[0]);
    expect(params.map((param) => param.name)).toEqual([
      'begin_date',
      'end_date',
      'site_id',
      'information',
      'dimensions',
      'sorts',
      'page_index',
      'page_size',
    ]);
    expect(params[0].allowed).toBe('start at most 90 days before today, end no later than today');
    expect(params.find((param) => param.name === 'information')?.allowed).toBe(
      '`id` of the rows of GET /gamebridge/v2/ssp_publisher/news',
    );
    expect(params.find((param) => param.name === 'dimensions')?.allowed).toBe('Date, Information, Site');
    expect(params.find((param) => param.name === 'sorts')?.allowed).toBe(
      'field: Date, PageViews, AdImpressions, Clicks, Ctr, Revenue, PageRpm',
    );
  });

  it('names content ads parameters under date_range and filters, and static options by value', () => {
    const names = requestParameters(contentAds.views[0]).map((param) => param.name);
    expect(names.slice(0, 3)).toEqual(['date_range.start', 'date_range.end', 'filters.TimeZone']);
    const widget = requestParameters(widgetRevenue.views[0]);
    expect(widget.find((param) => param.name === 'widget')).toMatchObject({
      type: 'string',
      allowed: 'any text (matched exactly, trimmed)',
    });
  });
});

describe('date limits in words', () => {
  const today = dayjs('2026-06-30');
  it('gives the exact limits', () => {
    expect(dateLimitText({ kind: 'daysBack', days: 92, endDaysBeforeToday: 2 })).toBe(
      'start at most 92 days before today, end at most 2 days before today',
    );
    expect(dateLimitText({ kind: 'window', earliest: '2025-05-01', maxDays: 90 })).toBe(
      'start on or after 2025-05-01, end no later than today, at most 90 days long',
    );
  });

  it('says why a range cannot be used', () => {
    const limit = { kind: 'daysBack', days: 90 } as const;
    expect(rangeProblem(limit, dayjs('2026-06-01'), dayjs('2026-06-30'), today)).toBeUndefined();
    expect(rangeProblem(limit, dayjs('2026-01-01'), dayjs('2026-06-30'), today)).toBe(
      '2026-01-01 to 2026-06-30 is outside the allowed dates (2026-04-01 to 2026-06-30): start at most 90 days before today, end no later than today.',
    );
    expect(
      rangeProblem(
        { kind: 'window', earliest: '2025-05-01', maxDays: 90 },
        dayjs('2026-01-01'),
        dayjs('2026-06-30'),
        today,
      ),
    ).toBe('2026-01-01 to 2026-06-30 is 181 days; this report allows at most 90 days.');
    expect(rangeProblem(limit, dayjs('2026-06-10'), dayjs('2026-06-01'), today)).toBe(
      'The start date 2026-06-10 is after the end date.',
    );
  });
});
