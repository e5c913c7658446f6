import { bestMatch, pathPattern, type PathPattern } from '../generic/pathMatch';
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

export interface CompiledRule extends PathPattern {
  rule: AccessRule;
}

export const compile = (rule: AccessRule): CompiledRule => ({ rule, ...pathPattern(rule.path, true) });

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
  const best = bestMatch(
    rules.filter(({ rule }) => rule.method === method && rule.base === base),
    path,
  );
  return best && { rule: best.match.rule, params: best.params };
}
