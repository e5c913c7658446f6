import { describe, expect, expectTypeOf, it } from 'vitest';
import * as calls from '../../src/calls/calls';
import { declareCall, fillPath, type CallDeclaration } from '../../src/calls/declare';

/*
 * Type tests of the call declarations (src/calls): `npm run typecheck` checks this file, so every
 * `@ts-expect-error` below must meet a type error or the typecheck fails.
 */

describe('declareCall<Params>', () => {
  it('accepts a path whose placeholders are the declared parameters', () => {
    const call = declareCall<{ id: number; kind: string }>()({
      method: 'GET',
      path: '/ssp_publisher/x/{id}/{kind}',
      access: 'signed-in',
      mock: 'generic',
    });
    expectTypeOf(call.path).toEqualTypeOf<'/ssp_publisher/x/{id}/{kind}'>();
    expect(fillPath(call, { id: 3, kind: 'a b' })).toBe('/ssp_publisher/x/3/a%20b');
  });

  it('refuses an {idd} typo, and a placeholder with no parameters declared', () => {
    declareCall<{ id: number }>()({
      method: 'POST',
      // @ts-expect-error: '{idd}' names no parameter
      path: '/ssp_publisher/domain/{idd}/verify_adstxt',
      access: { resource: 'site' },
      mock: 'inventory/sites',
    });
    declareCall()({
      method: 'GET',
      // @ts-expect-error: a placeholder needs its parameter declared
      path: '/ssp_publisher/x/{id}',
      access: 'signed-in',
      mock: 'generic',
    });
    declareCall()({
      method: 'GET',
      path: '/ssp_publisher/x',
      access: 'signed-in',
      // @ts-expect-error: mock mode's answer is 'generic' or a module under src/mocks/handlers
      mock: 'handWritten',
    });
    expectTypeOf<CallDeclaration['method']>().toEqualTypeOf<'GET' | 'POST' | 'PUT' | 'DELETE'>();
  });

  it('fills a path only from the parameters it names', () => {
    expect(fillPath(calls.verifyAdsTxt, { id: 7 })).toBe('/ssp_publisher/domain/7/verify_adstxt');
    // @ts-expect-error: 'idd' is not the parameter 'id'
    expect(() => fillPath(calls.verifyAdsTxt, { idd: 7 })).toThrow('missing path parameter id');
    // @ts-expect-error: the path's {id} is missing
    expect(() => fillPath(calls.groupUsers, {})).toThrow('missing path parameter id');
  });

  it('declares every call once (no two of the same method and path)', () => {
    const keys = calls.DECLARED_CALLS.map((call) => `${call.method} ${call.base ?? 'main'} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Every declaration exported is in the list (the module also exports two base paths, text).
    const declared = Object.values(calls).filter(
      (value) => typeof value === 'object' && !Array.isArray(value),
    );
    expect(declared.length).toBe(calls.DECLARED_CALLS.length);
  });
});
