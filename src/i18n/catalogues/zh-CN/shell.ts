/** The shell: header, user area, language and theme switches, error pages. */
export default {
  'Language: {{language}}': '语言：{{language}}',
  'Theme: {{theme}}': '主题：{{theme}}',
  'Theme: {{theme}} ({{scheme}})': '主题：{{theme}}（{{scheme}}）',
  Light: '浅色',
  Dark: '深色',
  'Same as system': '跟随系统',
  light: '浅色',
  dark: '深色',
  Logout: '退出登录',
  'Help Center': '帮助中心',
  'Help Center: guides and answers': '帮助中心：指南与解答',
  'account menu': '账户菜单',
} satisfies Record<string, string>;
