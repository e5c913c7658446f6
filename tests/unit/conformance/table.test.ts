// What the conformance check prints: a counter rewritten in place on a terminal, one line per call
// elsewhere, and the table with each difference on its own line.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types.
import { progress, resultTable } from '../../../scripts/conformance/table.mjs';

const stream = (isTTY: boolean) => {
  const written: string[] = [];
  return { isTTY, written, write: (chunk: string) => written.push(chunk) };
};
const CALL = 'GET /gamebridge-manager/v1/menu';

describe("the conformance check's output", () => {
  it('rewrites one counter line on a terminal and leaves it empty at the end', () => {
    const tty = stream(true);
    const shown = progress(tty);
    shown.onStart({ label: CALL }, 3, 40);
    shown.onResult({ call: CALL, result: 'ok', differences: [] });
    expect(tty.written).toEqual([`\r\x1b[2K[3/40] ${CALL}`, '\r\x1b[2K']);
  });

  it('writes one line per call elsewhere (a CI log)', () => {
    const log = stream(false);
    const shown = progress(log);
    shown.onStart({ label: CALL }, 3, 40);
    shown.onResult({ call: CALL, result: 'differs', differences: ['data must be a list (is text "x")'] });
    expect(log.written).toEqual([`[3/40]    DIFFERS ${CALL}\n`]);
  });

  it('prints call, result and what differs, one difference a line', () => {
    const table = resultTable([
      {
        call: CALL,
        result: 'differs',
        differences: ['data.list must be a list (is text "x")', 'paging: data.total is missing, not a count'],
      },
      { call: 'GET /gamebridge-manager/v1/saas/userinfo', result: 'ok', differences: [] },
    ]);
    expect(table.split('\n')).toEqual([
      'call                                      result   what differs',
      '----------------------------------------  -------  ------------',
      'GET /gamebridge-manager/v1/menu           DIFFERS  data.list must be a list (is text "x")',
      '                                                   paging: data.total is missing, not a count',
      'GET /gamebridge-manager/v1/saas/userinfo  ok',
    ]);
  });
});
