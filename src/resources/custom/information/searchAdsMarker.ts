import { mergeAttributes, Node } from '@tiptap/core';
import { MARKER_TYPE } from '../../../common/articleRules';

/**
 * The search-ads position (the spec's "Relatedsearches" marker): a block the writer cannot type
 * into, written to the HTML as <div data-type="relatedsearches" class="relatedsearches"></div>.
 */
export const SearchAdsMarker = Node.create({
  name: 'relatedSearches',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  parseHTML() {
    return [{ tag: `div[data-type="${MARKER_TYPE}"]` }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes(HTMLAttributes, { 'data-type': MARKER_TYPE, class: MARKER_TYPE })];
  },
});
