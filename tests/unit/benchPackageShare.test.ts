import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the bench, without types
import { antdPartOf, bytesByPackage, packageOf } from '../../scripts/bench/packageShare.mjs';

describe('the bench: bytes by package', () => {
  it('names a module by its npm package, the innermost when packages nest, or its src folder', () => {
    expect(packageOf('/repo/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(packageOf('/repo/node_modules/@refinedev/core/dist/index.mjs')).toBe('@refinedev/core');
    expect(packageOf('/repo/node_modules/antd/node_modules/rc-util/es/raf.js')).toBe('rc-util');
    expect(packageOf('/repo/src/mocks/handlers/auth.ts')).toBe('src/mocks');
    expect(packageOf('\0vite/preload-helper.js')).toBe('other');
  });

  it('names an antd module by its component, any other by its package', () => {
    expect(antdPartOf('/repo/node_modules/antd/es/button/style/token.js')).toBe('antd/button');
    expect(antdPartOf('/repo/node_modules/antd/es/_util/hooks/useZIndex.js')).toBe('antd/_util');
    expect(antdPartOf('/repo/node_modules/rc-collapse/es/Panel.js')).toBe('rc-collapse');
  });

  let folder = '';
  afterEach(() => rm(folder, { recursive: true, force: true }));

  /** A build folder whose recorded chunks hold these modules (path → [module id, length][]). */
  async function recorded(chunks: Record<string, [string, number][]>) {
    folder = await mkdtemp(join(tmpdir(), 'bench-share-'));
    await mkdir(join(folder, '.vite'));
    await writeFile(join(folder, '.vite', 'bench-modules.json'), JSON.stringify(chunks));
    return folder;
  }

  it("shares a chunk's bytes by module length; a file that is no chunk counts under its name", async () => {
    await recorded({
      'assets/main.js': [
        ['/r/node_modules/react-dom/a.js', 300],
        ['/r/src/pages/Home.tsx', 100],
      ],
      'assets/mock.js': [['/r/node_modules/msw/lib/core.js', 50]],
    });
    const files = new Map([
      ['/login.html', 25],
      ['/assets/main.js', 200],
      ['/assets/mock.js', 60],
    ]);
    expect(await bytesByPackage(folder, files)).toEqual([
      ['react-dom', 150],
      ['msw', 60],
      ['src/pages', 50],
      ['login.html', 25],
    ]);
  });

  it('shares by the naming given: antd by component', async () => {
    await recorded({
      'assets/main.js': [
        ['/r/node_modules/antd/es/button/index.js', 100],
        ['/r/node_modules/antd/es/result/noFound.js', 300],
      ],
    });
    expect(await bytesByPackage(folder, new Map([['/assets/main.js', 40]]), antdPartOf)).toEqual([
      ['antd/result', 30],
      ['antd/button', 10],
    ]);
  });

  it('gives nothing for a build made without the recording plugin', async () => {
    folder = await mkdtemp(join(tmpdir(), 'bench-share-'));
    expect(await bytesByPackage(folder, new Map([['/index.html', 10]]))).toBeUndefined();
  });
});
