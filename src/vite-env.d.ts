/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Real API host ('https://...', or 'auto' to pick test/live by the page's host name). Unset: mock mode. */
  readonly VITE_API_HOST?: string;
  /** Brand variant: 'content' or 'app' (decides the integration type requested). */
  readonly VITE_BRAND?: string;
  /** Company ids without GrossRevenue and ECpm in the content ads report, comma-separated. */
  readonly VITE_NO_GROSS_REVENUE_COMPANIES?: string;
  /** App categories only the privileged company may choose, comma-separated. */
  readonly VITE_RESTRICTED_APP_CATEGORIES?: string;
  /** Milliseconds a call may take before it fails (default 60000). */
  readonly VITE_CALL_TIMEOUT_MS?: string;
}
