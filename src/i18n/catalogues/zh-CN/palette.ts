/** The command palette (Ctrl+K): its dialog, groups and status. */
export default {
  'Go to a screen, an action or a record': '前往页面、操作或记录',
  'Screens, actions, records by name': '页面、操作、按名称查找记录',
  'Search screens, actions and records': '搜索页面、操作和记录',
  Results: '结果',
  Screens: '页面',
  Actions: '操作',
  Records: '记录',
  'Searching records…': '正在搜索记录…',
  'Results: {{count}}': '结果：{{count}}',
  'Nothing found for “{{query}}”': '未找到“{{query}}”',
  'Records could not be searched: {{reason}}': '无法搜索记录：{{reason}}',
  '↑ ↓ to move, Enter to open, Esc to close': '↑ ↓ 移动，Enter 打开，Esc 关闭',
};
