import { Grid, theme, type Breakpoint } from 'antd';
import { useState } from 'react';

type Screens = Partial<Record<Breakpoint, boolean>>;

/** antd's hook as it is built (antd/es/grid/hooks/useBreakpoint): Grid's typing leaves out its first screens. */
const useBreakpoint = Grid.useBreakpoint as (refreshOnChange?: boolean, defaultScreens?: Screens) => Screens;

/**
 * Whether a screen map of antd's breakpoints is a phone's: narrower than `md` (768 px), where the
 * console shows its menu in a drawer, stacks filters, shows a list's rows as cards, a report's tabs
 * as a select, and lets report tables scroll in their own frame. A
 * map in which no breakpoint matches (a page without media queries, such as jsdom) is not a
 * phone: a real window always matches `xs` or `sm` below `md`.
 */
export function isPhone(screens: Screens): boolean {
  return screens.md === false && (screens.xs === true || screens.sm === true);
}

/** The breakpoints `isPhone` reads, as the window matches them now, by antd's own queries. */
export function screensNow(
  token: { screenXSMax: number; screenSM: number; screenMD: number },
  matchMedia: ((query: string) => { matches: boolean }) | undefined = globalThis.matchMedia,
): Screens {
  if (!matchMedia) return {};
  const matches = (query: string) => Boolean(matchMedia(query)?.matches);
  return {
    xs: matches(`(max-width: ${token.screenXSMax}px)`),
    sm: matches(`(min-width: ${token.screenSM}px)`),
    md: matches(`(min-width: ${token.screenMD}px)`),
  };
}

/**
 * Whether the window is a phone's (antd's Grid.useBreakpoint); follows the window as it resizes.
 * antd's hook answers only after its first effect: the first render takes the window's answer now,
 * so a phone never draws the wide layout (the side menu and its styles) first and then swaps it.
 */
export function usePhone(): boolean {
  const { token } = theme.useToken();
  const [first] = useState(() => screensNow(token));
  return isPhone(useBreakpoint(true, first));
}
