// The chunks of the screen after login: the shell and the home screen. The routes load them
// lazily; the login screen fetches them early (Vite preloads each chunk's imports beside it).
/** A chunk's loader that keeps the module once it has come, for `loadedScreen`. */
function remembered<Module>(load: () => Promise<Module>) {
  let module: Module | undefined;
  return {
    load: () => load().then((loaded) => (module = loaded)),
    loaded: () => module,
  };
}

const shell = remembered(() => import('./shell/AppShell'));
const home = remembered(() => import('./HomePage'));

export const loadAppShell = shell.load;
/**
 * Home's earnings overview (drawn once Home's heading has painted: HomePage.tsx). Loaded with the
 * next screens too, so its style sheet is in the page before "Log in"; and imported from here, the
 * entry's chunk, so that the entry's own style sheet (inline in the page) is not asked for again:
 * both were a round trip between Home's heading and its cards.
 */
export const loadEarningsOverview = () => import('./home/EarningsOverview');
export const loadHomePage = home.load;
/** Home's report calls started at login (prefetchHome.ts): fetched with the next screens, run by the login. */
const loadHomePrefetch = () => import('./home/calls/prefetchHome');

/** Home's report calls, now (a login has its token); should their code not come, Home asks them itself. */
export function startHomeCalls(): void {
  void loadHomePrefetch().then(
    ({ prefetchHome }) => prefetchHome(),
    () => undefined,
  );
}
/** The lists' screen (SchemaList): what most menu entries open, Site List first among them. */
export const loadSchemaList = () => import('../resources/list/SchemaList');

/**
 * The shell's and Home's components when their chunks have already come (fetched early on the
 * login page): the routes draw them in the first render after login, rather than suspending once
 * on a lazy component (a frame of the page-wide skeleton between the login and the shell).
 */
export const loadedAppShell = () => shell.loaded()?.default;
export const loadedHomePage = () => home.loaded()?.default;

/** Fetches the next screen's chunks now; a failure is left to the route, which loads them again. */
export function preloadNextScreens(): void {
  for (const load of [loadAppShell, loadHomePage, loadHomePrefetch, loadEarningsOverview])
    load().catch(() => undefined);
}

/**
 * Once the first screen is complete and the browser idle (Home: useListsAfterHome): the lists'
 * code, so that the first list opened from the menu waits for its rows only, and Home's own bytes
 * and figures never wait for it. A failure is left to the route, which loads it again.
 */
export function preloadListsWhenIdle(): () => void {
  const preload = () => void loadSchemaList().catch(() => undefined);
  if (typeof requestIdleCallback !== 'function') return () => undefined;
  const id = requestIdleCallback(preload);
  return () => cancelIdleCallback(id);
}
