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

// Outside Vite (the API server run by tsx) there is no import.meta.env: every setting is its default.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

const configuredHost = (env.VITE_API_HOST ?? '').trim();

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

/** How long a call may take before it fails (VITE_CALL_TIMEOUT_MS; the host build's tests shorten it). */
export const CALL_TIMEOUT_MS =
  Number(env.VITE_CALL_TIMEOUT_MS) > 0 ? Number(env.VITE_CALL_TIMEOUT_MS) : 60_000;

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  siderCollapsed: 'SIDER_COLLAPSED',
  colorScheme: 'console.colorScheme',
  // The menus of the last sessions on this browser, by user (menuCache.ts), and whose session this is.
  menus: 'console.menus',
  menuOwner: 'console.menuOwner',
} as const;

export const SESSION_KEYS = { siteId: 'siteId', siteDomain: 'siteDomain' } as const;

/**
 * Companies whose content ads report shows no GrossRevenue and ECpm (shell spec section 6; the
 * spec leaves the codes out). Comma-separated in VITE_NO_GROSS_REVENUE_COMPANIES.
 */
export const NO_GROSS_REVENUE_COMPANY_IDS: readonly string[] = (
  env.VITE_NO_GROSS_REVENUE_COMPANIES ?? 'company_205,company_207'
)
  .split(',')
  .map((id: string) => id.trim())
  .filter(Boolean);

/** The brand variant of this deployment (VITE_BRAND): 'content', 'app' or none. */
export const BRAND = (env.VITE_BRAND ?? '').trim().toLowerCase();

/** Integration type asked for on the SDK & API page, by brand variant; empty otherwise. */
export function integrationTypeFor(brand: string = BRAND): string {
  if (brand === 'content') return 'Content-SSP';
  if (brand === 'app') return 'App-SSP';
  return '';
}

/** Where the search ads cooperation line is kept once read (shell spec section 9). */
export const COOPERATION_LINE_KEY = 'SEARCH_COMPANY_BUSINESS_LINE';

/**
 * App categories hidden unless the company is PRIVILEGED_CATEGORY_COMPANY (management spec
 * section 6; the spec leaves out which). Comma-separated in VITE_RESTRICTED_APP_CATEGORIES.
 */
export const RESTRICTED_APP_CATEGORIES: readonly string[] = (
  env.VITE_RESTRICTED_APP_CATEGORIES ?? 'money-making_games,money-making_tools'
)
  .split(',')
  .map((category: string) => category.trim())
  .filter(Boolean);

export const PRIVILEGED_CATEGORY_COMPANY = 'company_206';

/** The categories a company may not choose. */
export function hiddenAppCategories(companyId: unknown): readonly string[] {
  return companyId === PRIVILEGED_CATEGORY_COMPANY ? [] : RESTRICTED_APP_CATEGORIES;
}
