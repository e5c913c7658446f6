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
export const loadHomePage = home.load;

/**
 * The shell's and Home's components when their chunks have already come (fetched early on the
 * login page): the routes draw them in the first render after login, rather than suspending once
 * on a lazy component (a frame of the page-wide skeleton between the login and the shell).
 */
export const loadedAppShell = () => shell.loaded()?.default;
export const loadedHomePage = () => home.loaded()?.default;

/** Fetches the next screen's chunks now; a failure is left to the route, which loads them again. */
export function preloadNextScreens(): void {
  for (const load of [loadAppShell, loadHomePage]) load().catch(() => undefined);
}
