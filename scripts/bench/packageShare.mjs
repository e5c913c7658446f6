// Where a page's bytes go, by package: each fetched chunk's gzip bytes shared among its modules by
// their rendered length. An estimate (gzip does not split by module), close enough to tell which
// packages a cut would have to remove.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

const MODULES_FILE = join('.vite', 'bench-modules.json');

/** A build plugin that records, beside the build, which modules went into which chunk. */
export function recordChunkModules() {
  let outDir = '';
  return {
    name: 'bench-record-chunk-modules',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async generateBundle(_options, bundle) {
      const chunks = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.entries(output.modules).map(([id, module]) => [
          id,
          module.renderedLength,
        ]);
      }
      await mkdir(join(outDir, '.vite'), { recursive: true });
      await writeFile(join(outDir, MODULES_FILE), JSON.stringify(chunks));
    },
  };
}

/** The package a module belongs to: its npm name, or its folder under src/. */
export function packageOf(id) {
  const inModules = id.split('/node_modules/');
  if (inModules.length > 1) {
    const parts = inModules.at(-1).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const inSource = id.match(/\/src\/([^/]+)\//);
  return inSource ? `src/${inSource[1]}` : 'other';
}

/** An antd module's component (`antd/button`, `antd/_util`), or the package of any other module. */
export function antdPartOf(id) {
  const part = id.match(/\/node_modules\/antd\/(?:es|lib)\/([^/]+)\//);
  return part ? `antd/${part[1]}` : packageOf(id);
}

/**
 * Shares each fetched file's bytes (`files`: path → bytes sent) among the packages of its modules
 * (or whatever `nameOf` names them by); files that are not chunks (HTML, CSS) count under their
 * own name. Largest first.
 */
export async function bytesByPackage(outDir, files, nameOf = packageOf) {
  let chunks;
  try {
    chunks = JSON.parse(await readFile(join(outDir, MODULES_FILE), 'utf8'));
  } catch {
    return undefined;
  }
  const shares = new Map();
  const add = (name, bytes) => shares.set(name, (shares.get(name) ?? 0) + bytes);
  for (const [path, bytes] of files) {
    const modules = chunks[path.replace(/^\//, '')];
    if (!modules) {
      add(path.replace(/^.*\//, ''), bytes);
      continue;
    }
    const rendered = modules.reduce((sum, [, length]) => sum + length, 0) || 1;
    for (const [id, length] of modules) add(nameOf(id), (bytes * length) / rendered);
  }
  return [...shares].sort((a, b) => b[1] - a[1]);
}
