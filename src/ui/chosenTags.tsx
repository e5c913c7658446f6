import type { SelectProps } from 'antd';

/** Chosen values shown as tags before the rest are counted; a long label is cut to this length. */
export const SHOWN_TAGS = 3;
export const TAG_TEXT_LENGTH = 24;

/**
 * How a filter's multi-select shows its choice: the first chosen labels as tags (the select grows a
 * line rather than hide them behind '+ 1 …'), the rest counted, with their names on hover.
 */
export const chosenTags: Pick<SelectProps, 'maxTagCount' | 'maxTagTextLength' | 'maxTagPlaceholder'> = {
  maxTagCount: SHOWN_TAGS,
  maxTagTextLength: TAG_TEXT_LENGTH,
  maxTagPlaceholder: (omitted) => (
    <span title={omitted.map((option) => String(option.label ?? option.value)).join(', ')}>
      + {omitted.length}
    </span>
  ),
};
