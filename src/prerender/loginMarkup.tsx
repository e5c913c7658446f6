import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { prerenderToNodeStream } from 'react-dom/static';
import { createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes } from '../App';
import { registry } from '../schemas';
import { cardStyles } from './cardStyles';

/**
 * Just enough of a browser window for the hash router to stand at #/login on the server, so
 * links get the same `#/...` addresses the browser's router gives them.
 */
const loginWindow = {
  location: {
    origin: 'http://localhost',
    pathname: '/',
    search: '',
    hash: '#/login',
    href: 'http://localhost/#/login',
  },
  history: { state: null, length: 1, pushState() {}, replaceState() {}, go() {} },
  document: { querySelector: () => null },
  addEventListener() {},
  removeEventListener() {},
} as unknown as Window;

/**
 * The login route rendered by the console's own route tree (build time, Node): the card's HTML
 * and the rules of the Ant Design styles it used that draw it (cardStyles.ts).
 */
export async function renderLoginMarkup(): Promise<{ html: string; styles: string }> {
  const cache = createCache();
  // The router reads the global window for link addresses; it has no document to draw on, so
  // antd still renders as on a server.
  const global = globalThis as { window?: Window };
  global.window = loginWindow;
  try {
    const router = createHashRouter(buildRoutes(registry), { window: loginWindow, hydrationData: {} });
    const { prelude } = await prerenderToNodeStream(
      <StyleProvider cache={cache}>
        <RouterProvider router={router} />
      </StyleProvider>,
    );
    let html = '';
    for await (const part of prelude) html += String(part);
    return { html, styles: cardStyles(extractStyle(cache), html) };
  } finally {
    delete global.window;
  }
}
