/** A path pattern: `{name}` placeholders each match one path segment; `names` in their order. */
export interface PathPattern {
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A path with `{name}` placeholders as a pattern: matching the end of a request's path
 * (`whole`: all of it, a trailing slash allowed).
 */
export function pathPattern(path: string, whole = false): PathPattern {
  const names: string[] = [];
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(whole ? `^${source}/?$` : `${source}$`), names };
}

/** A path parameter as text; a malformed %-escape is kept as sent (the record is then not found). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The candidate whose pattern matches the path and has the fewest placeholders (the first of
 * equals), with its placeholders' values: a fixed path beats a pattern, so GET `/keyword/list` is
 * the list and not the record `list` of GET `/keyword/{id}`.
 */
export function bestMatch<T extends PathPattern>(
  candidates: Iterable<T>,
  path: string,
): { match: T; params: Record<string, string> } | undefined {
  let best: { match: T; params: Record<string, string> } | undefined;
  for (const candidate of candidates) {
    const found = candidate.pattern.exec(path);
    if (!found || (best && best.match.names.length <= candidate.names.length)) continue;
    const params = Object.fromEntries(
      candidate.names.map((name, index) => [name, decoded(found[index + 1])]),
    );
    best = { match: candidate, params };
  }
  return best;
}
