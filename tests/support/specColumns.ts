/**
 * The columns the product spec names for the site list and the ad-unit list, in its order: in
 * English (the schemas' labels) and as the Chinese catalogue shows them (longer, so the width
 * checks run in both). The lists' Action and selection columns come beside them.
 */
export const SPEC_COLUMNS = {
  site: {
    en: ['Site ID', 'Site', 'Time Zone', 'Status', 'Ads.txt Status', 'Created Time'],
    zh: ['站点 ID', '站点', '时区', '状态', 'Ads.txt 状态', '创建时间'],
  },
  adUnit: {
    en: [
      'Ad Unit Name',
      'App Name',
      'Ad Format',
      'Ad Unit ID',
      'In-stream URL',
      'eCPM',
      'Status',
      'Created Time',
      'Updated Time',
      'Audit Time',
    ],
    zh: [
      '广告单元名称',
      '应用名称',
      '广告格式',
      '广告单元 ID',
      '贴片链接',
      'eCPM',
      '状态',
      '创建时间',
      '更新时间',
      '审核时间',
    ],
  },
} as const;
