// What the page shows before its JavaScript runs. index.html and login.html carry the prerendered
// login card; a small script file loaded by their head (blocking, so it runs before the card is
// drawn) decides, from the address, whether it is the screen to show. main.tsx reads the same
// decision: hydrate the card, or clear it and render.

/** Marks the root element that holds the prerendered login card. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Set on <html>: 'login' when the prerendered card is the screen to show, else 'app'. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/**
 * Decides the first paint (runs as a file of its own in the page's head, so it must stay self-contained: no
 * imports, no outside constants). The login routes and login.html show the card. Any other
 * screen without a token (stored or handed over in the address) is answered by the console
 * with a redirect to login.html, so that redirect is made here already and the card shows at
 * once: the address becomes login.html#/login without loading the page again (same card, same code).
 * main.tsx runs it again before choosing, in case the address changed before the JavaScript came.
 */
export function markFirstPaint(win: Window): void {
  const { location, history, document } = win;
  const path = location.hash.replace(/^#/, '').split('?')[0];
  const loginHtml = location.pathname.endsWith('/login.html') && !location.hash.startsWith('#/');
  let login = loginHtml || /^\/(login|signin|saas\/login)$/.test(path);
  let token: string | null;
  try {
    token = win.localStorage.getItem('token');
  } catch {
    token = 'unreadable'; // storage blocked: leave the decision to the console
  }
  const handedOver = /[?&]token=/.test(location.search + location.hash);
  // A signed-in user who opens the login page is sent home by the console, and so is one whose
  // token the address hands over (at once, with no first interaction awaited): no card for them.
  if (login && (token || handedOver)) login = false;
  else if (!login && path !== '/findpwd') {
    if (!token && !handedOver) {
      const loginPage = location.pathname.replace(/[^/]*$/, 'login.html');
      history.replaceState(history.state, '', `${loginPage}${location.search}#/login`);
      login = true;
    }
  }
  // The prerendered card is light: a user who chose dark (or whose system is dark, with no
  // choice stored) gets the card drawn by the console in dark instead of a light one swapped later.
  let dark = false;
  try {
    const chosen = win.localStorage.getItem('console.colorScheme');
    dark =
      chosen === 'dark' || (chosen !== 'light' && !!win.matchMedia?.('(prefers-color-scheme: dark)').matches);
  } catch {
    // storage blocked: the light card it is
  }
  // The prerendered card is English: a user who reads Chinese (chosen, or the browser's first
  // language the console speaks) gets the card drawn by the console, in Chinese, instead.
  let chinese = false;
  try {
    const language = win.localStorage.getItem('console.language');
    if (language === 'zh-CN' || language === 'en') chinese = language === 'zh-CN';
    else {
      const nav = win.navigator;
      for (const each of nav.languages?.length ? nav.languages : [nav.language]) {
        const lower = String(each).toLowerCase();
        if (lower.startsWith('zh') || lower.startsWith('en')) {
          chinese = lower.startsWith('zh');
          break;
        }
      }
    }
  } catch {
    // storage blocked: the English card it is
  }
  document.documentElement.setAttribute('data-first-paint', login && !dark && !chinese ? 'login' : 'app');
}

/**
 * A form sent before the JavaScript has taken over the card would reload the page: it is held
 * (as `window.earlySubmit`) for the console to send once it has (takeOver.ts). Self-contained too.
 */
export function holdEarlySubmit(win: Window): void {
  const html = win.document.documentElement;
  win.document.addEventListener(
    'submit',
    (event) => {
      if (html.getAttribute('data-first-paint') !== 'login') return;
      event.preventDefault();
      (win as Window & { earlySubmit?: EventTarget | null }).earlySubmit = event.target;
    },
    true,
  );
}

/** The head script file's text and the inline style: the card stays hidden unless it is the screen to show. */
export const FIRST_PAINT_SCRIPT = `(${markFirstPaint.toString()})(window);(${holdEarlySubmit.toString()})(window)`;
export const FIRST_PAINT_STYLE = `html[${FIRST_PAINT_ATTRIBUTE}="app"] #root[${PRERENDERED_ATTRIBUTE}]{display:none}`;

/** In the browser: whether the root holds the prerendered card and it is the screen to show. */
export function showsPrerenderedLogin(
  root: HTMLElement,
  html: HTMLElement = document.documentElement,
): boolean {
  return root.hasAttribute(PRERENDERED_ATTRIBUTE) && html.getAttribute(FIRST_PAINT_ATTRIBUTE) === 'login';
}
