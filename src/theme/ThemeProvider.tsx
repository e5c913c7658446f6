import { ConfigProvider, theme as antdTheme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { currentAntdLocale, t } from '../i18n';
import { applySchemeToDocument } from './colorScheme';
import { themeFor } from './tokens';
import { useColorScheme } from './useColorScheme';
import { useReducedMotion } from './useReducedMotion';

// antd spaces out a two-character Chinese label ('搜 索'): the name a screen reader and a test read
// would then differ from the word. Labels are shown as written.
const NO_SPACE_IN_BUTTONS = { autoInsertSpace: false };
// antd's click wave (a 2 s fade after each button click) ignores the motion token: a user who asks
// for reduced motion gets none.
const NO_WAVE = { disabled: true };
// rc-dialog names its close button 'Close' whatever the language; antd passes this name on.

const LOGIN_PATHS = ['/login', '/signin', '/saas/login'];

/**
 * antd's theme for the scheme shown (light or dark), the page marked for the console's CSS, and
 * antd's texts in the language shown.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { scheme } = useColorScheme();
  const reducedMotion = useReducedMotion();
  const { pathname } = useLocation();
  // The prerendered login card is light, and antd's form loses what was typed when its theme
  // changes under it: a page that opened on that card keeps it light until the user moves on.
  const onLogin = LOGIN_PATHS.includes(pathname);
  const [holdLight, setHoldLight] = useState(
    () => globalThis.document?.documentElement.getAttribute('data-first-paint') === 'login',
  );
  if (holdLight && !onLogin) setHoldLight(false);
  // The card was prerendered in the light theme with motion: its markup and typed text are kept
  // only if the first render uses that very theme (reduced motion changes antd's class names too).
  const holding = holdLight && onLogin;
  const shown = holding ? 'light' : scheme;
  useEffect(() => applySchemeToDocument(shown), [shown]);
  return (
    <ConfigProvider
      theme={themeFor(shown, reducedMotion && !holding)}
      locale={currentAntdLocale()}
      button={NO_SPACE_IN_BUTTONS}
      wave={reducedMotion ? NO_WAVE : undefined}
      modal={{ closable: { 'aria-label': t('Close') } }}
    >
      <TokenVariables />
      {children}
    </ConfigProvider>
  );
}

/**
 * A few antd tokens of the theme shown, as CSS variables for the console's own CSS (styles.css):
 * the keyboard focus ring (antd's focus line width; the primary text colour on the page, the
 * light solid text colour on the dark side menu) and the disabled text colour.
 */
function TokenVariables() {
  const { token } = antdTheme.useToken();
  const { lineWidthFocus, colorPrimaryText, colorTextLightSolid, colorTextDisabled } = token;
  useEffect(() => {
    const style = globalThis.document?.documentElement.style;
    if (!style) return;
    style.setProperty('--console-focus-width', `${lineWidthFocus}px`);
    style.setProperty('--console-focus-ring', colorPrimaryText);
    style.setProperty('--console-focus-ring-on-dark', colorTextLightSolid);
    style.setProperty('--console-text-disabled', colorTextDisabled);
  }, [lineWidthFocus, colorPrimaryText, colorTextLightSolid, colorTextDisabled]);
  return null;
}
