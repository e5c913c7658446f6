import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { judgeStoredData } from '../src/mocks/store/dataShape';
import { dataRevision, dataStore, db } from '../src/mocks/store/db';
import { seedDb } from '../src/mocks/store/seed';

/**
 * `npm run api --data <file>`: the data set is read from the file at start (when it exists and is
 * a usable data set of this version; another one is set aside as `<file>.damaged`) and written back after every call that changed it. A write
 * goes to `<file>.tmp` first and is renamed over the file, so the file always holds a whole data
 * set, the old or the new, even if the server stops in the middle.
 */
export function openDataFile(path: string): { loaded: string; keep: () => void } {
  let loaded = 'a new file, seeded';
  if (existsSync(path)) {
    let verdict: ReturnType<typeof judgeStoredData>;
    try {
      verdict = judgeStoredData(JSON.parse(readFileSync(path, 'utf8')), seedDb());
    } catch {
      verdict = { kind: 'corrupted', problem: 'not JSON' };
    }
    if (verdict.kind === 'usable' || verdict.kind === 'repaired') {
      dataStore.replace(verdict.data);
      loaded = 'read from the file';
    } else {
      renameSync(path, `${path}.damaged`);
      loaded = `seeded: the file (kept as ${path}.damaged) held ${verdict.kind === 'outdated' ? 'an older version' : `damaged data (${verdict.problem})`}`;
    }
  }
  let written = -1;
  const keep = () => {
    if (dataRevision() === written) return;
    written = dataRevision();
    writeFileSync(`${path}.tmp`, JSON.stringify(db()));
    renameSync(`${path}.tmp`, path);
  };
  keep();
  return { loaded, keep };
}
