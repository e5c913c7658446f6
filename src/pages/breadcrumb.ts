/** One crumb per path segment: '/searchAds/site/postback' gives '/searchAds', '/searchAds/site', ... */
export function crumbPaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
}

/** The labels of a path's crumbs; a segment with no label shows as it is written. */
export function crumbLabels(
  pathname: string,
  labels: Record<string, string>,
): { path: string; label: string }[] {
  return crumbPaths(pathname).map((path) => ({ path, label: labels[path] ?? path.split('/').pop() ?? path }));
}
