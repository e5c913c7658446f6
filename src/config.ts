// Everything that differs between deployments, read once from the environment.

/** Call bases of the real service (spec section 7). */
export const API_BASES = {
  main: '/gamebridge-manager/v1',
  v2: '/gamebridge/v2',
  image: '',
} as const;
export type ApiBase = keyof typeof API_BASES;

/** The two real services; which one is used depends on the console's own host name. */
export const SERVICE_HOSTS = {
  test: 'https://test-api.publisher-console.example',
  live: 'https://api.publisher-console.example',
} as const;

/** Host names that run against the live service; any other host talks to the test service. */
const LIVE_PAGE_HOSTS = [/^console\.publisher-console\.example$/];

export function serviceHostFor(pageHostName: string): string {
  return LIVE_PAGE_HOSTS.some((pattern) => pattern.test(pageHostName))
    ? SERVICE_HOSTS.live
    : SERVICE_HOSTS.test;
}

const configuredHost = (import.meta.env.VITE_API_HOST ?? '').trim();

/** Mock mode (the default): no API host configured, the embedded API answers every call. */
export const MOCK_MODE = configuredHost === '';

/** The host calls go to: same origin in mock mode, else the configured or host-name-chosen service. */
export function apiHost(pageHostName = globalThis.location?.hostname ?? ''): string {
  if (MOCK_MODE) return '';
  if (configuredHost === 'auto') return serviceHostFor(pageHostName);
  return configuredHost.replace(/\/+$/, '');
}

/** Menu query sent with GET /menu. */
export const MENU_QUERY = { menuVersion: '2', system: 'publisher' } as const;

export const HELP_CENTER_URL = 'https://docs.publisher-console.example/';

export const TOAST_SECONDS = 3;

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  siderCollapsed: 'SIDER_COLLAPSED',
} as const;

export const SESSION_KEYS = { siteId: 'siteId', siteDomain: 'siteDomain' } as const;
