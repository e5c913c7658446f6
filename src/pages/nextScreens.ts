// The chunks of the screen after login: the shell and the home screen. The routes load them
// lazily; the login screen fetches them early (Vite preloads each chunk's imports beside it).

export const loadAppShell = () => import('./shell/AppShell');
export const loadHomePage = () => import('./HomePage');

/** Fetches the next screen's chunks now; a failure is left to the route, which loads them again. */
export function preloadNextScreens(): void {
  for (const load of [loadAppShell, loadHomePage]) load().catch(() => undefined);
}
