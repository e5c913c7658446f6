import type { CSSProperties } from 'react';
import { t } from '../../../i18n';

/** The words drawn in the search-ads position's block (article.css), in the language shown. */
export const MARKER_LABEL = 'Search Ads position (Relatedsearches)';

/**
 * The style of a part that shows articles (the editor, the preview): the block's words through a
 * CSS variable, since the stored HTML of the position holds none (an empty div).
 */
export const markerLabelStyle = (): CSSProperties =>
  ({ '--relatedsearches-label': JSON.stringify(t(MARKER_LABEL)) }) as CSSProperties;
