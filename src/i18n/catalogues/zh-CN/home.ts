/** Home's earnings overview: the cards, the trend and the top lists. */
export default {
  'Last 7 days': '最近 7 天',
  'This month': '本月',
  'vs. the day before': '较前一天',
  'vs. the 7 days before': '较之前 7 天',
  'vs. the same days last month, today aside': '较上月同期（不含今天）',
  'So far this month · no change until its first day is over': '本月截至目前 · 首日结束后才显示变化',
  'Estimated revenue': '预估收入',
  'Revenue, last 30 days': '最近 30 天收入',
  'Line chart of the revenue of each of the last 30 days, {{start}} to {{end}}: total {{total}}, highest {{highest}} on {{day}}':
    '最近 30 天每日收入折线图，{{start}} 至 {{end}}：合计 {{total}}，最高 {{highest}}（{{day}}）',
  'Line chart of the revenue of each of the last 30 days, {{start}} to {{end}}: no revenue':
    '最近 30 天每日收入折线图，{{start}} 至 {{end}}：没有收入',
  'Open report': '打开报表',
  'Open report: {{report}}': '打开报表：{{report}}',
  'Open report: {{report}}, {{list}}': '打开报表：{{report}}，{{list}}',
  'Top sites, last 30 days': '收入最高的站点（最近 30 天）',
  'Top apps, last 30 days': '收入最高的应用（最近 30 天）',
  'Top zones, last 30 days': '收入最高的广告位（最近 30 天）',
  'No revenue in these days': '这些天没有收入',
  'Loading the earnings overview': '正在加载收入概览',
  'So far today · no change until the day is over': '今日截至目前 · 当天结束后才显示变化',
  'All figures in {{currency}}. Revenue is the net revenue of content ads, app ads and search ads.':
    '所有金额均以 {{currency}} 计。收入为内容广告、应用广告和搜索广告的净收入之和。',
  'Last 30 days: {{total}}': '最近 30 天：{{total}}',
  'Content ads': '内容广告',
  'App ads': '应用广告',
  'Search ads': '搜索广告',
  'These figures could not be loaded.': '这些数据未能加载。',
};
