/** An integration of GET /openapi/integration/info (shell spec section 3). */
export interface Integration {
  integration_id: number;
  integration_name: string;
  integration_method: string;
  integration_type: string;
  update_time: string;
  document_link?: string;
  document_name?: string;
  download_link?: string;
  download_name?: string;
  changelogs?: Changelog[];
}

export interface Changelog {
  log_id: number;
  version: string;
  update_time: string;
  /** Markdown. */
  log: string;
}

/** The newest changelog entry: its version is the integration's latest. */
export const latestLog = (integration: Integration): Changelog | undefined =>
  [...(integration.changelogs ?? [])].sort((a, b) => b.update_time.localeCompare(a.update_time))[0];
