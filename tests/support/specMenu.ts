/** The top-level entries of the side menu, in the spec's order (the server tree's sort order). */
export const SPEC_MENU = ['Home', 'Site', 'App', 'Search Ads', 'Widget', 'Report', 'Account', 'SDK & API'];
