// The conformance check from its command line to its table and exit code, against a fake host
// that answers the fixture contract, each test breaking one answer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HANG, INACTIVE_WIDGET } from './contractFixture';
import { check, HOST, lineOf } from './run';

const CHANNELS = 'GET /gamebridge-manager/v1/ssp_publisher/channel';
const REPORT = 'POST /gamebridge/v2/ssp_publisher/app/report';
const KEYWORDS = 'GET /gamebridge-manager/v1/ssp_publisher/keyword';
const KEYWORD = 'GET /gamebridge-manager/v1/ssp_publisher/keyword/{id}';
const ok = (data: unknown) => ({ body: { success: true, code: 0, msg: 'ok', data } });

describe('the conformance check against a host that answers as the contract says', () => {
  it('runs every read call, prints one progress line each and a table, and exits 0', async () => {
    const { code, out, err, host } = await check();
    expect(err).toBe('');
    expect(code).toBe(0);
    for (const call of [CHANNELS, 'GET /gamebridge-manager/v1/ssp_publisher/keyword', KEYWORD, REPORT])
      expect(lineOf(out, call)).toMatch(/\s+ok$/);
    expect(out).toMatch(/^\[1\/8\]\s+ok\s+GET /m);
    expect(out).toContain('8 calls: 8 conform, 0 differ, 0 skipped');
    // Signed in once, then the token in every call's Authorization header, as the console sends it.
    expect(host.calls.filter((call) => call.path.endsWith('/login'))).toHaveLength(1);
    expect(
      host.calls
        .filter((call) => !call.path.endsWith('/login'))
        .every((call) => call.authorization === 'demo-token'),
    ).toBe(true);
  });

  it('pages through a list, shows a record the list found and asks a report for a short range', async () => {
    const { host } = await check();
    const channelPages = host.calls.filter((call) => call.path.endsWith('/ssp_publisher/channel'));
    expect(channelPages.map((call) => call.query.toString())).toEqual([
      'page_index=1&page_size=2',
      'page_index=2&page_size=2',
    ]);
    expect(
      host.calls.some((call) => call.method === 'GET' && call.path.endsWith('/ssp_publisher/keyword/7')),
    ).toBe(true);
    const report = host.calls.find((call) => call.path.endsWith('/app/report'));
    expect(report?.body).toEqual({
      begin_date: '2026-11-21',
      end_date: '2026-11-27',
      dimensions: ['Date'],
      page_index: 1,
      page_size: 2,
    });
  });
});

describe('the conformance check against a host that answers wrongly', () => {
  it('reports mistyped data (the wrong-types fault) and exits 1', async () => {
    const { code, out } = await check({ [CHANNELS]: () => ok({ list: 'not a list', total: [] }) });
    expect(code).toBe(1);
    expect(lineOf(out, CHANNELS)).toMatch(/DIFFERS\s+data\.list must be a list \(is text "not a list"\)$/);
    expect(out).toContain('data.total must be a whole number (is a list)');
    expect(out).toContain(
      '8 calls: 7 conform, 1 differ, 0 skipped — the host does not answer as the contract says',
    );
  });

  it('reports HTTP 500 and a wrong envelope', async () => {
    const { code, out } = await check({
      [REPORT]: () => ({ status: 500, body: { success: false, code: 500, msg: 'Internal server error' } }),
      'GET /gamebridge-manager/v1/ssp_publisher/report/timezone': () => ({
        body: { success: 'yes', code: 0, msg: 'ok', data: [] },
      }),
    });
    expect(code).toBe(1);
    expect(lineOf(out, REPORT)).toMatch(
      /DIFFERS\s+HTTP 500: "Internal server error", the contract answers 200$/,
    );
    expect(lineOf(out, 'GET /gamebridge-manager/v1/ssp_publisher/report/timezone')).toMatch(
      /DIFFERS\s+success is text "yes", not true$/,
    );
  });

  it('reports a list without paging: every row at once and no total', async () => {
    // The keyword list's schema, like the document's lists, takes rows without a total: paging does not.
    const { code, out } = await check({ [KEYWORDS]: () => ok({ list: [{ id: 7, keyword: 'theirs' }] }) });
    expect(code).toBe(1);
    expect(lineOf(out, KEYWORDS)).toMatch(/DIFFERS\s+paging: data.total is missing, not a count$/);
  });

  it('reports a list that answers page 1 again for page 2', async () => {
    const rows = [1, 2].map((id) => ({ id, name: `channel ${id}` }));
    const { out } = await check({ [CHANNELS]: () => ok({ list: rows, total: 4 }) });
    expect(lineOf(out, CHANNELS)).toMatch(
      /DIFFERS\s+page 2: paging: page 2 repeats rows of page 1 \(is page_index read\?\)$/,
    );
  });

  it("fills a required query parameter from a list's rows, once that list was read", async () => {
    const { out, host } = await check();
    expect(lineOf(out, 'GET /gamebridge-manager/v1/ssp_publisher/widget/creative/list')).toMatch(/\s+ok$/);
    const asked = host.calls.filter((call) => call.path.endsWith('/creative/list'));
    expect(asked.map((call) => call.query.get('widget_id'))).toEqual(['31']);
  });

  it("checks a report's page size (its answer declares rows)", async () => {
    const rows = [{ Date: '2026-11-20' }, { Date: '2026-11-21' }, { Date: '2026-11-22' }];
    const { out } = await check({ [REPORT]: () => ok({ rows, total: 3 }) });
    expect(lineOf(out, REPORT)).toMatch(
      /DIFFERS\s+paging: the report answered 3 rows, more than page_size 2$/,
    );
  });

  it("tries the next rows' values when one is refused with a message the contract documents", async () => {
    const CREATIVES = 'GET /gamebridge-manager/v1/ssp_publisher/widget/creative/list';
    const refused = { body: { success: false, code: 400, msg: INACTIVE_WIDGET } };
    const { out, host } = await check({
      'GET /gamebridge-manager/v1/ssp_publisher/widget/list': () =>
        ok({ list: [{ widget_id: 30 }, { widget_id: 29 }, { widget_id: 31 }], total: 3 }),
      [CREATIVES]: (call) => (call.query.get('widget_id') === '31' ? ok([]) : refused),
    });
    expect(lineOf(out, CREATIVES)).toMatch(/\s+ok$/);
    const asked = host.calls.filter((call) => call.path.endsWith('/creative/list'));
    expect(asked.map((call) => call.query.get('widget_id'))).toEqual(['30', '29', '31']);
    // Every row refused: skipped, with the documented message.
    const { out: none } = await check({ [CREATIVES]: () => refused });
    expect(lineOf(none, CREATIVES)).toMatch(/skipped\s+refused with a message the contract documents/);
  });

  it('takes a download of any type when the contract answers application/octet-stream', async () => {
    const { out } = await check();
    expect(lineOf(out, 'GET /gamebridge-manager/v1/ssp_publisher/keyword/export')).toMatch(/\s+ok$/);
    const { out: json } = await check({
      'GET /gamebridge-manager/v1/ssp_publisher/keyword/export': () => ok([]),
    });
    expect(lineOf(json, 'GET /gamebridge-manager/v1/ssp_publisher/keyword/export')).toMatch(
      /DIFFERS\s+success must be false \(is true\)$/,
    );
  });

  it('skips a call refused with a message the contract documents for it, and reports any other refusal', async () => {
    const refusal = (msg: string) => () => ({ body: { success: false, code: 400, msg } });
    const documented = await check({ [REPORT]: refusal('Please select a dimension') });
    expect(documented.code).toBe(0);
    expect(lineOf(documented.out, REPORT)).toMatch(
      /skipped\s+refused with a message the contract documents: "Please select a dimension"/,
    );
    const other = await check({ [REPORT]: refusal('Unknown report') });
    expect(other.code).toBe(1);
    expect(lineOf(other.out, REPORT)).toMatch(/DIFFERS\s+refused: "Unknown report" \(code 400\)$/);
  });

  it('skips a show when no list found a record for its {id}, and says why', async () => {
    const { code, out } = await check({ [KEYWORDS]: () => ok({ list: [], total: 0 }) });
    expect(code).toBe(0);
    expect(lineOf(out, KEYWORD)).toMatch(/skipped\s+no record found to fill \{id\}/);
  });
});

describe('a call that gets no answer in time', () => {
  it('differs, and the calls after it are still made', async () => {
    const { code, out } = await check({ [CHANNELS]: () => HANG }, ['--timeout', '0.2']);
    expect(code).toBe(1);
    expect(lineOf(out, CHANNELS)).toMatch(/DIFFERS\s+no answer within 0.2 s$/);
    expect(lineOf(out, REPORT)).toMatch(/\s+ok$/);
  });

  it('at the login, is told in one line (exit code 2)', async () => {
    const { code, err } = await check({ 'POST /gamebridge-manager/v1/login': () => HANG }, [
      '--timeout',
      '0.2',
    ]);
    expect(code).toBe(2);
    expect(err).toBe(
      `conformance: The host gave the login no answer within 0.2 s: is ${HOST} the API host?\n`,
    );
  });
});

describe('the conformance check when it cannot run', () => {
  it('explains an unreachable host in one line, without a stack, and exits 2', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8080'), { code: 'ECONNREFUSED' }),
    });
    const { code, out, err } = await check({
      'POST /gamebridge-manager/v1/login': () => {
        throw refused;
      },
    });
    expect(code).toBe(2);
    expect(err).toBe(
      `conformance: Cannot reach ${HOST} (connection refused): is the address right and the host up?\n`,
    );
    expect(out).not.toContain('call');
  });

  it('explains a refused login in one line and exits 2', async () => {
    const { code, err } = await check({}, [], { password: 'wrong' });
    expect(code).toBe(2);
    expect(err).toBe(
      'conformance: The host refused the login of admin@demo.test (HTTP 200, "Incorrect email or password"): check --email and --password\n',
    );
  });

  it('explains a contract it cannot read', async () => {
    const { code, err } = await check({}, ['--contract', '/nowhere/openapi.json']);
    expect(code).toBe(2);
    expect(err).toBe(
      'conformance: The contract /nowhere/openapi.json cannot be read (no such file): npm run api:openapi writes docs/openapi.json\n',
    );
  });
});

describe('--writes', () => {
  it('is refused unless --i-own names the host again, before any call', async () => {
    for (const extra of [['--writes'], ['--writes', '--i-own', 'api.other']]) {
      const { code, err, host } = await check({}, extra);
      expect(code).toBe(2);
      expect(err).toBe(
        'conformance: --writes creates, edits and deletes records on api.test:8080: give its name again with --i-own api.test to confirm it is yours\n',
      );
      expect(host.calls).toEqual([]);
    }
  });

  it('creates, edits and deletes a record of its own, and touches no other', async () => {
    const { code, out, host } = await check({}, ['--writes', '--i-own', 'api.test:8080']);
    expect(code).toBe(0);
    const writes = host.calls.filter((call) => call.method !== 'GET' && !/\/(login|report)$/.test(call.path));
    expect(writes.map((call) => `${call.method} ${call.path.replace('/gamebridge-manager/v1', '')}`)).toEqual(
      ['POST /ssp_publisher/keyword', 'PUT /ssp_publisher/keyword/100', 'DELETE /ssp_publisher/keyword/100'],
    );
    const marker = (writes[0].body as { keyword: string }).keyword;
    expect(marker).toMatch(/^conformance-[0-9a-z]+$/);
    expect((writes[1].body as { keyword: string }).keyword).toBe(`${marker}-e`);
    // Only the host's own record is left.
    expect([...host.keywords.values()]).toEqual([{ id: 7, keyword: 'theirs', status: 1 }]);
    expect(lineOf(out, `POST /gamebridge-manager/v1/ssp_publisher/keyword (create ${marker})`)).toMatch(
      /ok$/,
    );
    expect(out).toContain('11 calls: 11 conform, 0 differ, 0 skipped');
  });

  it('deletes a record whose create answer differs from the contract all the same', async () => {
    const { code, out, host } = await check(
      {
        'POST /gamebridge-manager/v1/ssp_publisher/keyword': (call, keywords) => {
          keywords.set(100, { id: 100, ...(call.body as { keyword: string; status: number }) });
          return { body: { success: true, code: 0, msg: 'ok', data: [100] } };
        },
      },
      ['--writes', '--i-own', 'api.test'],
    );
    expect(code).toBe(1);
    expect(out).toMatch(/\(create conformance-\w+\)\s+DIFFERS\s+data must be an object \(is a list\)/);
    expect(lineOf(out, 'DELETE /gamebridge-manager/v1/ssp_publisher/keyword/{id} (delete 100)')).toMatch(
      /ok$/,
    );
    expect([...host.keywords.keys()]).toEqual([7]);
  });

  it('deletes its record even when the edit is refused, and reports the refusal', async () => {
    const { code, out, host } = await check(
      {
        'PUT /gamebridge-manager/v1/ssp_publisher/keyword/100': () => ({
          body: { success: false, code: 400, msg: 'Keyword exists' },
        }),
      },
      ['--writes', '--i-own', 'http://api.test:8080'],
    );
    expect(code).toBe(1);
    expect(lineOf(out, 'PUT /gamebridge-manager/v1/ssp_publisher/keyword/{id} (edit 100)')).toMatch(
      /DIFFERS\s+refused: "Keyword exists" \(code 400\)$/,
    );
    expect([...host.keywords.keys()]).toEqual([7]);
  });
});

describe('--json', () => {
  it('writes every result', async () => {
    const { dir } = await check();
    const file = path.join(dir, 'results.json');
    const { code } = await check({}, ['--json', file]);
    expect(code).toBe(0);
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written.host).toBe(HOST);
    expect(written.results).toHaveLength(8);
    expect(written.results[0]).toEqual({ call: CHANNELS, result: 'ok', differences: [] });
  });
});
