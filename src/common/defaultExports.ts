/**
 * The default exports of a set of modules (path -> module, as `import.meta.glob` gives them) that
 * pass `is`: how the registries find schemas and report configs by themselves, skipping the
 * helper modules of their folder.
 */
export function defaultExportsOf<T>(
  modules: Record<string, unknown>,
  is: (value: unknown) => value is T,
): T[] {
  return Object.values(modules)
    .map((module) => (module as { default?: unknown } | undefined)?.default)
    .filter(is);
}
