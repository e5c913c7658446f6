import type { LazyScreen } from '../pages/lazyScreen';

/** Report screens (and the SDK & API page), each loaded when first opened. */
export const REPORT_SCREENS: LazyScreen[] = [];
