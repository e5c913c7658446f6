import { Grid, type Breakpoint } from 'antd';

/**
 * Whether a screen map of antd's breakpoints is a phone's: narrower than `md` (768 px), where the
 * console shows its menu in a drawer, stacks filters, shows a list's rows as cards, a report's tabs
 * as a select, and lets report tables scroll in their own frame. A
 * map in which no breakpoint matches (a page without media queries, such as jsdom) is not a
 * phone: a real window always matches `xs` or `sm` below `md`.
 */
export function isPhone(screens: Partial<Record<Breakpoint, boolean>>): boolean {
  return screens.md === false && (screens.xs === true || screens.sm === true);
}

/** Whether the window is a phone's (antd's Grid.useBreakpoint); follows the window as it resizes. */
export function usePhone(): boolean {
  return isPhone(Grid.useBreakpoint());
}
