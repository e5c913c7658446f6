/** The shell: header, user area, language and theme switches, error pages. */
export default [
  'Language: {{language}}',
  'Theme: {{theme}}',
  'Theme: {{theme}} ({{scheme}})',
  'Light',
  'Dark',
  'Same as system',
  'light',
  'dark',
  'Logout',
  'Help Center',
  'Help Center: guides and answers',
  'account menu',
] as const;
