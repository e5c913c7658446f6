// Exports people can compute with: the CSV is parsed as a spreadsheet would read it. Numbers are
// unquoted and without thousands separators, dates stay dates, the zero date is an empty cell,
// status codes are their labels, and formula-like text is still neutralised.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportCsv } from '../../src/reports/export/exportRows';
import { metric } from '../../src/reports/sources';
import { call, setErrorToast } from '../../src/providers/http';
import { csvRecords, parseCsv } from '../fixtures/parseCsv';
import { ADMIN_EMAIL, loginAs } from './helpers';

const NUMBER = /^-?\d+(\.\d+)?%?$/;

describe('a report CSV built in the page', () => {
  const columns = [
    { key: 'Date', title: 'Date' },
    { key: 'Domain', title: 'Domain' },
    metric('Impressions', 'integer'),
    metric('Revenue', 'money'),
    metric('Ecpm', 'precise'),
    metric('Ctr', 'rate'),
  ];
  const csv = reportCsv(
    columns,
    [
      {
        Date: '2026-11-02',
        Domain: '=HYPERLINK("x")',
        Impressions: 1234567,
        Revenue: 1234.5,
        Ecpm: 0.12345,
        Ctr: 0.125,
      },
      {
        Date: '2026-11-03',
        Domain: '-news.example',
        Impressions: 0,
        Revenue: -5,
        Ecpm: null,
        Ctr: undefined,
      },
    ],
    { Impressions: 1234567, Revenue: 1229.5, Ecpm: 0.12345, Ctr: 0.125 },
  );
  const [header, total, first, second] = parseCsv(csv);

  it('writes numbers without separators and never quotes them', () => {
    expect(header.map((cell) => cell.text)).toEqual([
      'Date',
      'Domain',
      'Impressions',
      'Revenue',
      'Ecpm',
      'Ctr',
    ]);
    expect(total.map((cell) => cell.text)).toEqual(['Total', '', '1234567', '1229.50', '0.1235', '12.50%']);
    expect(first.slice(2).map((cell) => cell.text)).toEqual(['1234567', '1234.50', '0.1235', '12.50%']);
    for (const cell of [...total.slice(2), ...first.slice(2)]) {
      expect(cell.quoted).toBe(false);
      expect(cell.text).toMatch(NUMBER);
    }
  });

  it('keeps dates as dates, negative numbers as numbers, empty values empty', () => {
    expect(first[0]).toEqual({ text: '2026-11-02', quoted: false });
    expect(second.map((cell) => cell.text)).toEqual(['2026-11-03', "'-news.example", '0', '-5.00', '', '']);
  });

  it('still neutralises formula-like text', () => {
    expect(first[1].text).toBe('\'=HYPERLINK("x")');
  });
});

describe('the list exports of the embedded API', () => {
  beforeEach(async () => {
    setErrorToast(vi.fn());
    await loginAs(ADMIN_EMAIL);
  });

  /** The export file as the browser receives it (jsdom's XHR cannot carry a Blob answer). */
  async function exported(path: string, query: Record<string, string> = {}): Promise<string> {
    const params = new URLSearchParams({ page_index: '1', page_size: '9999', ...query });
    const response = await fetch(`http://localhost/gamebridge-manager/v1${path}?${params}`, {
      headers: { Authorization: localStorage.getItem('token') ?? '' },
    });
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    return response.text();
  }

  it('ad units: prices as plain numbers, statuses as labels, the zero audit date empty', async () => {
    const units = csvRecords(await exported('/ssp_publisher/adunit/export'));
    const byName = Object.fromEntries(units.map((unit) => [unit.zone_name.text, unit]));

    expect(byName.reader_banner.price).toEqual({ text: '1.50', quoted: false });
    expect(byName.reader_video.price).toEqual({ text: '12.00', quoted: false });
    expect(byName.reader_banner.status.text).toBe('Live');
    expect(byName.puzzle_reward.status.text).toBe('Verifying');
    expect(byName.puzzle_open.status.text).toBe('Discontinued');
    expect(byName.reader_banner.zone_id).toEqual({ text: '8001', quoted: false });
    expect(byName.reader_banner.created_time.text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const auditTimes = units.map((unit) => unit.audit_time.text);
    expect(auditTimes).toContain('');
    expect(auditTimes.some((time) => time.startsWith('0001'))).toBe(false);
  });

  it('ad units: the export follows the list sort', async () => {
    const units = csvRecords(
      await exported('/ssp_publisher/adunit/export', { sort_field: 'price', sort_order: 'desc' }),
    );
    expect(units.map((unit) => unit.price.text)).toEqual(['12.00', '8.25', '3.00', '1.50']);
  });

  it('links: lp types as their labels, numbers unquoted', async () => {
    const links = csvRecords(await exported('/ssp_publisher/link/export'));
    expect(links.length).toBeGreaterThan(0);
    const list = await call<{ list: Record<string, unknown>[] }>({
      path: '/ssp_publisher/link/list',
      query: { page_index: 1, page_size: 9999 },
    });
    const codes = new Set((list.data?.list ?? []).map((link) => String(link.lp_type)));
    for (const link of links) {
      expect(link.id.quoted).toBe(false);
      expect(link.id.text).toMatch(/^\d+$/);
      expect(['Content Page', 'Middle Page']).toContain(link.lp_type.text);
      expect(codes.has(link.lp_type.text)).toBe(false);
    }
  });
});
