/** The report screen: its tools, views, exports, graph and the Report API screen. */
export default {
  'Please input': '请输入',
  'The graph cannot be shown here.': '此处无法显示图表。',
  Metric: '指标',
  Dimension: '维度',
  "The link's dates could not be read, so it shows {{shownStart}} to {{shownEnd}}.":
    '无法读取链接中的日期，因此显示 {{shownStart}} 至 {{shownEnd}}。',
  "The link's start date {{start}} is after its end date {{end}}, so it shows {{shownStart}} to {{shownEnd}}.":
    '链接的开始日期 {{start}} 晚于结束日期 {{end}}，因此显示 {{shownStart}} 至 {{shownEnd}}。',
  "The link's dates {{start}} to {{end}} are outside what this report allows, so it shows {{shownStart}} to {{shownEnd}}.":
    '链接的日期 {{start}} 至 {{end}} 超出此报表允许的范围，因此显示 {{shownStart}} 至 {{shownEnd}}。',
  'Please select a date range': '请选择日期范围',
  'Check all': '全选',
  'Clear All': '清空',
  Metrics: '指标',
  'Dimensions:': '维度：',
  'Current UTC time': '当前 UTC 时间',
  'Report time ({{timeZone}})': '报表时间（{{timeZone}}）',
  Attention: '注意',
  'start at most {{days}} days before today, end at most {{end}} days before today':
    '开始日期最早为 {{days}} 天前，结束日期最晚为 {{end}} 天前',
  'start at most {{days}} days before today, end no later than today':
    '开始日期最早为 {{days}} 天前，结束日期不晚于今天',
  'start on or after {{earliest}}, end no later than today, at most {{maxDays}} days long':
    '开始日期不早于 {{earliest}}，结束日期不晚于今天，最长 {{maxDays}} 天',
  'any dates up to today': '今天及以前的任意日期',
  '{{start}} to {{end}}': '{{start}} 至 {{end}}',
  'The start date {{start}} is after the end date.': '开始日期 {{start}} 晚于结束日期。',
  '{{span}} is {{days}} days; this report allows at most {{maxDays}} days.':
    '{{span}} 共 {{days}} 天；此报表最多允许 {{maxDays}} 天。',
  'up to {{end}}': '截至 {{end}}',
  '{{span}} is outside the allowed dates ({{window}}): {{limit}}.':
    '{{span}} 超出允许的日期（{{window}}）：{{limit}}。',
  'How {{metric}} is calculated': '{{metric}} 的计算方式',
  Today: '今天',
  'Last {{days}} days': '最近 {{days}} 天',
  Yesterday: '昨天',
  '{{days}} ending {{end}} before today': '截至 {{end}}前的 {{days}}',
  '1 day': '1 天',
  '{{number}} days': '{{number}} 天',
  'View name': '视图名称',
  'Please input a view name': '请输入视图名称',
  Dates: '日期',
  'The view also keeps the tab, the filters, the dimensions, the visible columns and the sort.':
    '视图还会保存标签页、筛选条件、维度、显示的列和排序。',
  'Copy link': '复制链接',
  'Copy link of {{name}}': '复制 {{name}} 的链接',
  'Delete the view {{name}}?': '删除视图 {{name}}？',
  'Delete {{name}}': '删除 {{name}}',
  'Rename {{name}}': '重命名 {{name}}',
  Rename: '重命名',
  'View {{name}} applied': '已应用视图 {{name}}',
  'No saved views yet': '暂无已保存的视图',
  'Manage views…': '管理视图…',
  Parameter: '参数',
  required: '必填',
  Meaning: '含义',
  'Allowed values': '允许的值',
  Request: '请求',
  'Export (same body, page 1 of 9999)': '导出（相同请求体，第 1 页，每页 9999 行）',
  'Metrics in each row': '每行的指标',
  'On the {{screen}} screen, {{button}} gives this request for what the screen shows.':
    '在 {{screen}} 页面上，{{button}} 会给出当前页面所示内容的请求。',
  'Copy as API request': '复制为 API 请求',
  Authentication: '认证',
  "Every report of this console can be read by a program. Send an HTTPS {{post}} with a JSON body to the report's address under {{base}}, with two headers:":
    '本控制台的每个报表都可以由程序读取。向 {{base}} 下的报表地址发送带 JSON 请求体的 HTTPS {{post}}，并带上两个请求头：',
  '{{header}}: your API Security token as it is, with no {{bearer}} prefix;':
    '{{header}}：原样填写您的 API 安全令牌，不加 {{bearer}} 前缀；',
  'Your account has no API Security token': '您的账户没有 API 安全令牌',
  'Ask your account manager to enable the Reporting API for your account.':
    '请联系您的客户经理为您的账户开通报表 API。',
  'Keep the token secret: it reads every report your account can see. The answer is {{answer}}; {{rows}} holds the requested page of rows, {{totalRows}} the Total row and {{total}} the number of rows. A refused request answers {{refused}} with the reason in {{msg}}; an unknown or missing token answers HTTP 401. Rates are fractions (0.1234 is 12.34%).':
    '请妥善保管令牌：它可以读取您的账户能看到的所有报表。应答为 {{answer}}；{{rows}} 为所请求页的行，{{totalRows}} 为合计行，{{total}} 为行数。被拒绝的请求应答 {{refused}}，原因在 {{msg}} 中；未知或缺失的令牌应答 HTTP 401。比率为小数（0.1234 即 12.34%）。',
  Reports: '报表',
  'API request': 'API 请求',
  'Include my API Security token': '包含我的 API 安全令牌',
  '(your account has none)': '（您的账户没有）',
  'Save view': '保存视图',
  'Saved views': '已保存的视图',
  'Export to Excel': '导出 Excel',
  'No time-zone conversion is applied: the time zone only filters the data reported in that zone.':
    '不做时区换算：时区只用于筛选在该时区上报的数据。',
  'Your account has no search ads data yet. Please contact your account manager to enable it.':
    '您的账户暂无搜索广告数据。请联系您的客户经理开通。',
  'Last 7 Days': '最近 7 天',
  'Last 30 Days': '最近 30 天',
  'Date Range': '日期范围',
  '{{text}} is not a date: type dates as {{format}}.': '{{text}} 不是日期：请按 {{format}} 格式输入日期。',
} satisfies Record<string, string>;
