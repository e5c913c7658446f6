import '@ant-design/v5-patch-for-react-19';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { onFirstInteraction } from './firstInteraction';
import { preloadNextScreens } from './pages/nextScreens';
import { PRERENDERED_ATTRIBUTE, showsPrerenderedLogin } from './prerender/firstPaintScript';
import { apiReady, startApiWith } from './providers/http/ready';
import { captureUrlToken, openLoginForLoginHtml } from './startup';
import './styles.css';

function start() {
  // Mock mode (no API host configured): the embedded API answers every call. The condition is
  // written against import.meta.env so that a build for a real host drops the chunk entirely.
  // It starts beside the first render: the first call waits for it (providers/http/ready.ts).
  if (!import.meta.env.VITE_API_HOST) {
    startApiWith(() => import('./mocks/browser').then(({ startEmbeddedApi }) => startEmbeddedApi()));
  }
  captureUrlToken();
  openLoginForLoginHtml();
  const root = document.getElementById('root') as HTMLElement;
  if (showsPrerenderedLogin(root)) {
    // The login card is on screen from the HTML: take it over as it is. What comes after login
    // (the embedded API, the shell's code) is fetched once the user starts filling the form.
    hydrateRoot(root, <App />);
    onFirstInteraction(() => {
      void apiReady();
      preloadNextScreens();
    });
  } else {
    root.replaceChildren();
    root.removeAttribute(PRERENDERED_ATTRIBUTE);
    createRoot(root).render(<App />);
    void apiReady();
  }
}

start();
