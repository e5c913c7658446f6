import {
  BY_SEARCH_SITE,
  COUNTRY_DIMENSION,
  DATE_DIMENSION,
  KEYWORD_FILTER,
  SEARCH_COUNTRY_FILTER,
  SEARCH_SITE_FILTER,
  daysBack,
  dimension,
  flatRequest,
  metric,
} from '../sources';
import type { ReportConfig } from '../types';

const revenue = metric('Revenue', 'money');
const clicks = metric('Clicks', 'integer');

/** Keyword Data (/report/keywordData): content page (AFS) and middle page (AFD) tabs. */
const keywordData: ReportConfig = {
  id: 'keyword_data',
  title: 'Keyword Data',
  route: '/report/keywordData',
  menu: { group: '/report', order: 5, id: 65 },
  views: [
    {
      key: 'content',
      scope: BY_SEARCH_SITE,
      mock: { model: 'keywordAfs' },
      tabLabel: 'Content Page(AFS)',
      request: flatRequest('/ssp_publisher/search/afs/report'),
      dateLimit: daysBack(90),
      filters: [SEARCH_SITE_FILTER, SEARCH_COUNTRY_FILTER, KEYWORD_FILTER],
      dimensions: [DATE_DIMENSION, dimension('Site'), dimension('Keyword'), COUNTRY_DIMENSION],
      defaultDimensions: ['Date'],
      metrics: [
        metric('Lp_Pv', 'integer', { title: 'Lp PV' }),
        metric('Search_Pv', 'integer', { title: 'Search PV' }),
        metric('Impressions', 'integer'),
        clicks,
        revenue,
      ],
      custom: { storageKey: 'KEYWORD_DATA_CHECKBOX', resetOnLabelMismatch: true },
      exportBom: true,
    },
    {
      key: 'middle',
      scope: BY_SEARCH_SITE,
      mock: { model: 'keywordAfd' },
      tabLabel: 'Middle Page(AFD)',
      request: flatRequest('/ssp_publisher/search/afd/report'),
      dateLimit: daysBack(90),
      filters: [SEARCH_SITE_FILTER, KEYWORD_FILTER],
      dimensions: [DATE_DIMENSION, dimension('Site'), dimension('Keyword')],
      defaultDimensions: ['Date'],
      metrics: [clicks, revenue],
      custom: { storageKey: 'KEYWORD_DATA_MIDDLE_PAGE_CUSTOM_HEADER', resetOnLabelMismatch: true },
      exportBom: true,
    },
  ],
};

export default keywordData;
