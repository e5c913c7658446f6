// Stands in for `side-channel` in the browser build (vite.config.ts `resolve.alias`). `qs`, which
// Refine uses for list addresses, only needs a keyed store to spot cycles; the real package brings
// object-inspect and get-intrinsic (about 20 kB gzip) to support engines without Map.
'use strict';

module.exports = function getSideChannel() {
  const entries = new Map();
  return {
    assert(key) {
      if (!entries.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    get: (key) => entries.get(key),
    has: (key) => entries.has(key),
    set(key, value) {
      entries.set(key, value);
    },
    delete: (key) => entries.delete(key),
  };
};
