/**
 * A window of another width for antd's breakpoints: the media queries holding `kind` match (all of
 * them up to their limit). Returns the function that gives the window its own answers back.
 */
function windowMatching(kind: 'max-width' | 'min-width'): () => void {
  const own = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...own(query),
    matches: query.includes(kind) || own(query).matches,
  });
  return () => {
    window.matchMedia = own;
  };
}

/** A phone's window: only the `max-width` queries (xs, 575.98 px) match. */
export const phoneWindow = () => windowMatching('max-width');

/** A desktop's wide window: every `min-width` query (up to xxl, 1600 px) matches. */
export const wideWindow = () => windowMatching('min-width');
