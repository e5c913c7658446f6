import type { LazyScreen } from '../ui/lazyScreen';

/** Screens made of several resources or custom parts (e.g. User & User Group), loaded when opened. */
export const PAGE_SCREENS: LazyScreen[] = [
  { path: '/account/user', title: 'User & User Group', load: () => import('./account/AccountPage') },
  { path: '/integration', title: 'SDK & API', load: () => import('./integration/IntegrationPage') },
];
