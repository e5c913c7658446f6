/** The command palette (Ctrl+K): its dialog, groups and status. */
export default [
  'Go to a screen, an action or a record',
  'Screens, actions, records by name',
  'Search screens, actions and records',
  'Results',
  'Screens',
  'Actions',
  'Records',
  'Searching records…',
  'Results: {{count}}',
  'Nothing found for “{{query}}”',
  'Records could not be searched: {{reason}}',
  '↑ ↓ to move, Enter to open, Esc to close',
] as const;
