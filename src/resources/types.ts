/**
 * Transition shim: the schema types live in src/model/types.ts. The embedded API (src/mocks) still
 * imports them from here; point those imports at src/model and delete this file.
 */
export type * from '../model/types';
