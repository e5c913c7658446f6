import '@ant-design/v5-patch-for-react-19';
import { StyleProvider } from '@ant-design/cssinjs';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';

/**
 * The small harness every component test renders in.
 *
 * - No motion: jsdom never ends a CSS animation, so a closed toast or modal would stay in the
 *   document. Static toasts and modals read the global config; the rendered tree the wrapper's.
 * - antd's CSS-in-JS rules are made but not written into any page (`mock="server"`, cssinjs's
 *   setting for tests: as when rendering on a server). In the document, jsdom recomputed the
 *   cascade of every sheet for each `getComputedStyle`, which Testing Library calls for every
 *   element a role query looks at: half of a screen test's time (measured: 42 s of 44 for
 *   tests/component/addSite.test.tsx fell to 21 s). Written into a detached element instead, each
 *   new rule still searched that element's growing list of style tags and parsed its text (7% of
 *   tests/component/zoneList.test.tsx). What antd's CSS shows or hides is checked where it is
 *   drawn, in the browser suite (tests/e2e).
 */
const NO_MOTION = { token: { motion: false } };
ConfigProvider.config({ theme: NO_MOTION });

export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <ConfigProvider theme={NO_MOTION}>{children}</ConfigProvider>
    </StyleProvider>
  );
}

/** Testing Library's render inside the harness. */
export function renderInHarness(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> = {},
): RenderResult {
  return render(ui, { ...options, wrapper: TestProviders });
}
