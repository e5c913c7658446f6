/**
 * Transition shim: the rules live in src/model/rules.ts. The embedded API (src/mocks) still imports
 * them from here; point those imports at src/model and delete this file.
 */
export * from '../model/rules';
