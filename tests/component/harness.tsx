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
 * - antd's CSS-in-JS rules go to a detached element, not the document: jsdom recomputes the
 *   cascade of every sheet in the document for each `getComputedStyle`, which Testing Library
 *   calls for every element a role query looks at. That cascade was half of a screen test's time
 *   (measured: 42 s of 44 for tests/component/addSite.test.tsx fell to 21 s). What antd's CSS
 *   shows or hides is checked where it is drawn, in the browser suite (tests/e2e).
 */
const NO_MOTION = { token: { motion: false } };
ConfigProvider.config({ theme: NO_MOTION });

const DETACHED_STYLES = document.createElement('div');

export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <StyleProvider container={DETACHED_STYLES}>
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
