// `npm run api --data <file>`: what is created survives a restart; writes are whole (tmp + rename).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { db, resetDb, save } from '../../../src/mocks/store/db';
import { openDataFile } from '../../../server/dataFile';

const fileIn = () => join(mkdtempSync(join(tmpdir(), 'api-data-')), 'data.json');

describe('npm run api --data <file>', () => {
  it('writes the seed to a new file, then each change, and reads it back at the next start', () => {
    const path = fileIn();
    const first = openDataFile(path);
    expect(first.loaded).toBe('a new file, seeded');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(db());

    db().users[0].user_name = 'Kept across restarts';
    save();
    first.keep();
    expect(existsSync(`${path}.tmp`)).toBe(false);

    resetDb(); // a restart starts from the seed...
    expect(db().users[0].user_name).toBe('Admin');
    const second = openDataFile(path); // ...and the file brings the change back
    expect(second.loaded).toBe('read from the file');
    expect(db().users[0].user_name).toBe('Kept across restarts');
  });

  it('writes a whole data set or none: a write that cannot finish leaves the file as it was', () => {
    const path = fileIn();
    const file = openDataFile(path);
    const before = readFileSync(path, 'utf8');
    mkdirSync(`${path}.tmp`); // the next write cannot go where it is written first
    db().users[0].user_name = 'Never half written';
    save();
    expect(() => file.keep()).toThrow();
    expect(readFileSync(path, 'utf8')).toBe(before);
  });

  it('writes nothing when nothing changed', () => {
    const path = fileIn();
    const file = openDataFile(path);
    writeFileSync(path, 'touched');
    file.keep();
    expect(readFileSync(path, 'utf8')).toBe('touched');
  });

  it('sets a damaged file aside and starts from the seed', () => {
    const path = fileIn();
    writeFileSync(path, '{"version": 4, "users": "cut sho');
    const file = openDataFile(path);
    expect(file.loaded).toBe(`seeded: the file (kept as ${path}.damaged) held damaged data (not JSON)`);
    expect(readFileSync(`${path}.damaged`, 'utf8')).toBe('{"version": 4, "users": "cut sho');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(db());
  });
});
