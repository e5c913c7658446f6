// npm test's conformance step passes its fault-mode run only when the check failed for the right
// reason: exit code 1, each mistyped call reported for its data, and no other call.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the test scripts, without types.
import { embeddedRunReason, MISTYPED_CALLS, wrongReason } from '../../../scripts/test/conformance.mjs';

const BASES: Record<string, string> = { POST: '/gamebridge/v2', GET: '/gamebridge-manager/v1' };
const reported = (MISTYPED_CALLS as string[]).map((call) => {
  const [method, path] = call.split(' ');
  return {
    call: `${method} ${BASES[method]}${path}`,
    result: 'differs',
    differences: ['data.list must be a list (is text "not a list")'],
  };
});
const fine = { call: 'GET /gamebridge-manager/v1/ssp_publisher/zone/list', result: 'ok', differences: [] };

describe("the conformance step's fault-mode run", () => {
  it('passes when exactly the mistyped calls differ for their data and the check exits 1', () => {
    expect(wrongReason({ exitCode: 1, results: [...reported, fine] })).toBe('');
  });

  it('fails when the check could not run or found nothing', () => {
    expect(wrongReason({ exitCode: 2, results: [] })).toBe('it exited 2, not 1 (a difference)');
    expect(wrongReason({ exitCode: 0, results: [fine] })).toBe('it exited 0, not 1 (a difference)');
  });

  it('fails when a mistyped call was not reported, or reported for something else than its data', () => {
    const [first, ...rest] = reported;
    expect(
      wrongReason({ exitCode: 1, results: [{ ...first, result: 'ok', differences: [] }, ...rest] }),
    ).toBe(`${MISTYPED_CALLS[0]} was answered with mistyped data but not reported for it (ok)`);
    const refused = {
      ...first,
      differences: ['refused: "You do not have permission to do this" (code 403)'],
    };
    expect(wrongReason({ exitCode: 1, results: [refused, ...rest] })).toMatch(
      /not reported for it \(differs\)$/,
    );
  });

  it('fails when a call answered right is reported too', () => {
    const wrong = { ...fine, result: 'differs', differences: ['HTTP 404, the contract answers 200'] };
    expect(wrongReason({ exitCode: 1, results: [...reported, wrong] })).toBe(
      'calls that were answered right were reported: GET /gamebridge-manager/v1/ssp_publisher/zone/list',
    );
  });
});

describe("the conformance step's run against npm run api", () => {
  it('passes when the check exits 0 and skipped no call', () => {
    expect(embeddedRunReason({ exitCode: 0, results: [fine] })).toBe('');
  });

  it('fails when the check found a difference or skipped a call (a value the contract does not give)', () => {
    expect(embeddedRunReason({ exitCode: 1, results: [fine] })).toBe('it exited 1, not 0');
    const skipped = {
      call: 'GET /gamebridge-manager/v1/menu',
      result: 'skipped',
      differences: [
        'no value for the required query parameter menuVersion (give it an example in the contract)',
      ],
    };
    expect(embeddedRunReason({ exitCode: 0, results: [fine, skipped] })).toBe(
      'it skipped GET /gamebridge-manager/v1/menu (no value for the required query parameter menuVersion (give it an example in the contract))',
    );
  });
});
