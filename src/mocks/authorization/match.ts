import type { AccessRule, CallBase } from './types';

const BASE_PREFIXES: [string, CallBase][] = [
  ['/gamebridge-manager/v1/', 'v1'],
  ['/gamebridge/v2/', 'v2'],
];

/** A request's base and its path under that base (the image host has no prefix). */
export function callOf(url: URL): { base: CallBase; path: string } {
  for (const [prefix, base] of BASE_PREFIXES) {
    const at = url.pathname.indexOf(prefix);
    if (at >= 0) return { base, path: url.pathname.slice(at + prefix.length - 1) };
  }
  return { base: 'image', path: url.pathname };
}

interface CompiledRule {
  rule: AccessRule;
  pattern: RegExp;
  names: string[];
}

/** A path parameter as text; a malformed %-escape is kept as sent (the record is then not found). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

export function compile(rule: AccessRule): CompiledRule {
  const names: string[] = [];
  const source = rule.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { rule, pattern: new RegExp(`^${source}/?$`), names };
}

/**
 * The rule of a call and its path parameters. When several rules match (`/keyword/list` and
 * `/keyword/{id}`), the one with the fewest placeholders wins: a literal path beats a pattern.
 */
export function findRule(
  rules: CompiledRule[],
  method: string,
  url: URL,
): { rule: AccessRule; params: Record<string, string> } | undefined {
  const { base, path } = callOf(url);
  let best: { rule: AccessRule; params: Record<string, string> } | undefined;
  let fewest = Infinity;
  for (const compiled of rules) {
    if (compiled.rule.method !== method || compiled.rule.base !== base) continue;
    const found = compiled.pattern.exec(path);
    if (!found || compiled.names.length >= fewest) continue;
    fewest = compiled.names.length;
    const params = Object.fromEntries(compiled.names.map((name, index) => [name, decoded(found[index + 1])]));
    best = { rule: compiled.rule, params };
  }
  return best;
}
