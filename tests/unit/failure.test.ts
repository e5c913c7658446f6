import { describe, expect, it } from 'vitest';
import { failureText, isFailureBody } from '../../src/providers/http';

describe('isFailureBody', () => {
  it('counts a false success flag as a failure', () => {
    expect(isFailureBody({ success: false })).toBe(true);
  });

  it('counts an error field as a failure even with success true', () => {
    expect(isFailureBody({ success: true, error: 'bad request' })).toBe(true);
  });

  it('accepts a successful envelope', () => {
    expect(isFailureBody({ success: true, data: [] })).toBe(false);
  });

  it('ignores an empty or null error field', () => {
    expect(isFailureBody({ success: true, error: '' })).toBe(false);
    expect(isFailureBody({ success: true, error: null })).toBe(false);
  });

  it('does not treat a missing or non-object body as a failure', () => {
    expect(isFailureBody(undefined)).toBe(false);
    expect(isFailureBody(null)).toBe(false);
    expect(isFailureBody('plain text')).toBe(false);
  });
});

describe('failureText', () => {
  it('uses the response msg first', () => {
    expect(failureText({ msg: 'from msg', error: 'from error' })).toBe('from msg');
  });

  it('falls back to the response error when msg is missing or empty', () => {
    expect(failureText({ error: 'from error' })).toBe('from error');
    expect(failureText({ msg: '', error: 'from error' })).toBe('from error');
  });

  it("falls back to 'service error' when the response has neither", () => {
    expect(failureText({ success: false })).toBe('service error');
  });

  it('prefers the response body over the request error', () => {
    expect(failureText({ msg: 'from msg' }, new Error('timeout of 60000ms exceeded'))).toBe('from msg');
  });

  it('uses the request error message when there is no response', () => {
    expect(failureText(undefined, new Error('timeout of 60000ms exceeded'))).toBe(
      'timeout of 60000ms exceeded',
    );
  });

  it('uses a local error given as text when there is no response', () => {
    expect(failureText(undefined, 'local failure')).toBe('local failure');
  });

  it("falls back to 'service error' with no response and no error text", () => {
    expect(failureText(undefined)).toBe('service error');
    expect(failureText(undefined, new Error(''))).toBe('service error');
  });
});
