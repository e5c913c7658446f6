/**
 * A phone's window for antd's breakpoints: only the `max-width` queries (xs, 575.98 px) match.
 * Returns the function that gives the window its own answers back.
 */
export function phoneWindow(): () => void {
  const desktop = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...desktop(query),
    matches: query.includes('max-width') || desktop(query).matches,
  });
  return () => {
    window.matchMedia = desktop;
  };
}
