import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { captureUrlToken, openLoginForLoginHtml, watchUrlToken } from './startup';
import './styles.css';

async function start() {
  // The address's token first, before anything is fetched.
  captureUrlToken();
  watchUrlToken();
  // Mock mode (no API host configured): the embedded API answers every call. The condition is
  // written against import.meta.env so that a build for a real host drops the chunk entirely.
  if (!import.meta.env.VITE_API_HOST) {
    const { startEmbeddedApi } = await import('./mocks/browser');
    await startEmbeddedApi();
  }
  openLoginForLoginHtml();
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
}

void start();
