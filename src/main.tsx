import '@ant-design/v5-patch-for-react-19';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadLanguage } from './i18n';
import { onFirstInteraction } from './firstInteraction';
import { preloadNextScreens, startHomeCalls } from './pages/nextScreens';
import { whenLoggedIn } from './providers/auth/afterLogin';
import { dropCardStyles } from './pages/auth/takeOver';
import { markFirstPaint, PRERENDERED_ATTRIBUTE, showsPrerenderedLogin } from './prerender/firstPaintScript';
import { followOtherTabs } from './providers/session/crossTab';
import { apiReady, startApiWith } from './providers/http/ready';
import { captureUrlToken, openLoginForLoginHtml, watchUrlToken } from './startup';
import './styles.css';

function start() {
  // The address's token first, before anything is fetched.
  captureUrlToken();
  watchUrlToken();
  // Mock mode (no API host configured): the embedded API answers every call. The condition is
  // written against import.meta.env so that a build for a real host drops the chunk entirely.
  // It starts beside the first render: the first call waits for it (providers/http/ready.ts).
  if (!import.meta.env.VITE_API_HOST) {
    startApiWith(() => import('./mocks/runtime/browser').then(({ startEmbeddedApi }) => startEmbeddedApi()));
  }
  followOtherTabs();
  // Home's report calls leave with the login's menu call, not once Home's code has drawn.
  whenLoggedIn(startHomeCalls);
  openLoginForLoginHtml();
  markFirstPaint(window); // again: a link followed before the JavaScript came changes the screen
  const root = document.getElementById('root') as HTMLElement;
  if (showsPrerenderedLogin(root)) {
    // The login card is on screen from the HTML: take it over as it is. What comes after login
    // (the embedded API, the shell's code) is fetched once the user starts filling the form.
    hydrateRoot(root, <App />);
    const warmUp = () => {
      void apiReady();
      preloadNextScreens();
    };
    // A user already in the form (focused before the JavaScript came) gets it at once.
    if (document.activeElement && document.activeElement !== document.body) warmUp();
    else onFirstInteraction(warmUp);
  } else {
    root.replaceChildren();
    root.removeAttribute(PRERENDERED_ATTRIBUTE);
    dropCardStyles();
    createRoot(root).render(<App />);
    void apiReady();
  }
}

// English is ready at once; another language's texts come first (one small chunk), then the console.
const language = loadLanguage();
if (language) void language.then(start, start);
else start();
