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
  Home: '首页',
  'Search Ads': '搜索广告',
  Report: '报表',
  Account: '账户',
  'Report API': '报表 API',
  'SDK & API': 'SDK 与 API',
  'User & User Group': '用户与用户组',
  'Trafficking Links': '投放链接',
  'Your session has ended': '您的会话已结束',
  'Sign in again to keep what you typed. Then try again: what failed was not saved.':
    '请重新登录以保留已输入的内容，然后重试：失败的操作未保存。',
  'Signed in again: you can try again now': '已重新登录：现在可以重试',
  'The sign-in link in the address is not valid: you are still signed in as {{user}}':
    '地址中的登录链接无效：您仍以 {{user}} 身份登录',
  'Switch user?': '切换用户？',
  'You are signed in as {{current}}. The link in the address signs in {{other}}.':
    '您当前以 {{current}} 身份登录。地址中的链接将以 {{other}} 身份登录。',
  'Switch to {{other}}': '切换为 {{other}}',
  'Stay as {{current}}': '保持 {{current}}',
} satisfies Record<string, string>;
