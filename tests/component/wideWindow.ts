/**
 * A desktop's wide window for antd's breakpoints: every `min-width` query (up to xxl, 1600 px)
 * matches. Returns the function that gives the window its own answers back.
 */
export function wideWindow(): () => void {
  const own = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...own(query),
    matches: query.includes('min-width') || own(query).matches,
  });
  return () => {
    window.matchMedia = own;
  };
}
