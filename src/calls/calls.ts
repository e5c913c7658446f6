import {
  adsTxtAnswer,
  appKeyAnswer,
  cooperationLineAnswer,
  groupUsersAnswer,
  importPreviewAnswer,
  importSubmitAnswer,
  integrationsAnswer,
  loginAnswer,
  menuAnswer,
  missingAdsTxtAnswer,
  NAMED_ANSWERS,
  recordAnswer,
  savedViewsAnswer,
  treeAnswer,
  userInfoAnswer,
} from './answers';
import { declareCall, type CallDeclaration } from './declare';
import {
  dataTreeQuery,
  fileUpload,
  findPasswordRequest,
  groupMembersRequest,
  groupSettingRequest,
  importFileQuery,
  importSubmitRequest,
  integrationsQuery,
  loginRequest,
  menuQuery,
  renameViewRequest,
  savedViewsQuery,
  saveViewRequest,
  widgetCreativesQuery,
} from './requests';

/*
 * The calls no resource schema or report config declares, each written once: the console makes
 * them from here (fillPath), the call layer checks their answers by them
 * (src/providers/http/callAnswers.ts), and the embedded API routes and authorizes them from here.
 * Each says what answers it in mock mode (`mock`) and which of its fields are secrets (`secret`).
 * docs/api.md's authorization table is generated from them and the access rules (`npm run docs:api`).
 */

const ACCOUNT_USER = '/account/user';
const INTEGRATION = '/integration';
const REPORT_API = '/report/reportapi';

type Id = { id: number | string };
const site = { resource: 'site' } as const;
/** The content site the path names by its id. */
const sitePath = [{ kind: 'content_site', from: 'path', field: 'id', via: 'id' }] as const;

// Sign-in and the session (src/mocks/handlers/account/auth.ts). Signing in and asking for a
// password reset need no session; logging out answers with or without one.
export const login = declareCall()({
  method: 'POST',
  path: '/login',
  access: 'public',
  secret: ['password', 'token'],
  request: loginRequest,
  mock: 'account/auth',
  answer: loginAnswer,
});
export const findPassword = declareCall()({
  method: 'POST',
  path: '/findpwd',
  access: 'public',
  request: findPasswordRequest,
  mock: 'account/auth',
});
export const logout = declareCall()({
  method: 'POST',
  path: '/logout',
  access: 'signed-in',
  mock: 'account/auth',
});
export const userInfo = declareCall()({
  method: 'GET',
  path: '/saas/userinfo',
  access: 'signed-in',
  mock: 'account/auth',
  answer: userInfoAnswer,
});
export const menu = declareCall()({
  method: 'GET',
  path: '/menu',
  access: 'signed-in',
  request: menuQuery,
  mock: 'account/auth',
  answer: menuAnswer,
});

/** An uploaded article cover, served without a prefix from the image base. */
export const newsImage = declareCall<{ icon_id: number | string }>()({
  method: 'GET',
  base: 'image',
  path: '/news-images/{icon_id}',
  access: 'public',
  download: 'image/*',
  mock: 'inventory/information',
});

// Dictionaries: every signed-in user. The forms' option lists (zone types, ad sizes, languages)
// and the reports' dictionaries.
export const optionDictionary = declareCall<{ name: string }>()({
  method: 'GET',
  path: '/dict/{name}',
  access: 'signed-in',
  mock: 'inventory/dictionaries',
});
export const dictionary = declareCall<{ name: string }>()({
  method: 'GET',
  path: '/ssp_publisher/getdict/{name}',
  access: 'signed-in',
  mock: 'inventory/dictionaries',
});
export const timeZones = declareCall()({
  method: 'GET',
  path: '/ssp_publisher/report/timezone',
  access: 'signed-in',
  mock: 'inventory/dictionaries',
});
export const newsLanguages = declareCall()({
  method: 'GET',
  path: '/ssp_publisher/news/language',
  access: 'signed-in',
  mock: 'inventory/information',
});
export const newsCategories = declareCall()({
  method: 'GET',
  path: '/ssp_publisher/news/category',
  access: 'signed-in',
  mock: 'inventory/information',
  answer: treeAnswer,
});

// A content site's ads.txt: the lines it needs, its current file and the check of one against the other.
export const verifyAdsTxt = declareCall<Id>()({
  method: 'POST',
  path: '/ssp_publisher/domain/{id}/verify_adstxt',
  access: site,
  mock: 'inventory/sites',
  scope: sitePath,
  answer: missingAdsTxtAnswer,
});
export const requiredAdsTxt = declareCall<Id>()({
  method: 'GET',
  path: '/ssp_publisher/domain/{id}/adstxt',
  access: site,
  mock: 'inventory/sites',
  scope: sitePath,
});
export const currentAdsTxt = declareCall<Id>()({
  method: 'GET',
  path: '/ssp_publisher/domain/{id}/cur_adstxt',
  access: site,
  mock: 'inventory/sites',
  scope: sitePath,
  answer: adsTxtAnswer,
});

/** The kinds of record the activity log names (its Resource filter's choices). */
export const activityResources = declareCall()({
  method: 'GET',
  path: '/ssp_publisher/activity/resources',
  access: { resource: 'activity' },
  mock: 'account/activity',
});

// Parts of schema screens that are not in the schema (custom actions and editors).
export const zones = declareCall()({
  method: 'GET',
  path: '/ssp_publisher/zone/list',
  access: { resource: 'zone' },
  mock: 'inventory/sites',
});
export const coverUpload = declareCall()({
  method: 'POST',
  path: '/ssp_publisher/news/upload',
  access: { resource: 'information' },
  request: fileUpload,
  mock: 'inventory/information',
});
export const adUnitImport = declareCall()({
  method: 'POST',
  path: '/ssp_publisher/adunit/import',
  access: { resource: 'adUnit' },
  request: fileUpload,
  mock: 'inventory/adUnitImport',
  answer: importPreviewAnswer,
});
export const adUnitImportSubmit = declareCall()({
  method: 'POST',
  path: '/ssp_publisher/adunit/import/submit',
  access: { resource: 'adUnit' },
  request: importSubmitRequest,
  mock: 'inventory/adUnitImport',
  answer: importSubmitAnswer,
});
export const adUnitImportFile = declareCall()({
  method: 'GET',
  path: '/ssp_publisher/adunit/import/file',
  access: { resource: 'adUnit' },
  request: importFileQuery,
  download: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  mock: 'inventory/adUnitImport',
});
export const widgetCreatives = declareCall()({
  method: 'GET',
  path: '/ssp_publisher/widget/creative/list',
  access: { resource: 'widget' },
  request: widgetCreativesQuery,
  mock: 'inventory/widgets',
  answer: NAMED_ANSWERS.creativeList,
});

// The parts of the User & User Group screen its two schemas do not name.
export const groupMenuTree = declareCall()({
  method: 'GET',
  path: '/ssp_publisher/user_group/menu_tree',
  access: { menu: [ACCOUNT_USER] },
  mock: 'account/groups',
  answer: treeAnswer,
});
export const groupDataTree = declareCall()({
  method: 'GET',
  path: '/ssp_publisher/user_group/data_tree',
  access: { menu: [ACCOUNT_USER] },
  request: dataTreeQuery,
  mock: 'account/groups',
  answer: treeAnswer,
});
export const groupUsers = declareCall<Id>()({
  method: 'GET',
  path: '/ssp_publisher/user_group/{id}/users',
  access: { menu: [ACCOUNT_USER] },
  mock: 'account/groups',
  answer: groupUsersAnswer,
});
/** A group's save: the user group schema's update and delete calls name its path too. */
export const saveGroup = declareCall<Id>()({
  method: 'PUT',
  path: '/ssp_publisher/user_group/{id}',
  access: { menu: [ACCOUNT_USER] },
  request: groupSettingRequest,
  mock: 'generic',
  answer: recordAnswer('id'),
});
export const saveGroupUsers = declareCall()({
  method: 'POST',
  path: '/ssp_publisher/user_group/users',
  access: { menu: [ACCOUNT_USER] },
  request: groupMembersRequest,
  mock: 'account/groups',
  answer: recordAnswer('id'),
});

export const integrationInfo = declareCall()({
  method: 'GET',
  path: '/ssp_publisher/openapi/integration/info',
  access: { menu: [INTEGRATION] },
  request: integrationsQuery,
  mock: 'reports/integrations',
  answer: integrationsAnswer,
});

// The report screens' own calls: the API Security token (the SDK & API and Report API screens and
// every report's Copy as API request) and the saved views, each user's own.
export const appKey = declareCall()({
  method: 'GET',
  path: '/ssp_publisher/openapi/app_key',
  access: { reports: true, menu: [INTEGRATION, REPORT_API] },
  secret: ['app_key'],
  mock: 'reports/integrations',
  answer: appKeyAnswer,
});
export const savedViews = declareCall()({
  method: 'GET',
  path: '/ssp_publisher/report_view',
  access: { reports: true },
  request: savedViewsQuery,
  mock: 'reports/reportViews',
  answer: savedViewsAnswer,
});
export const saveView = declareCall()({
  method: 'POST',
  path: savedViews.path,
  access: { reports: true },
  request: saveViewRequest,
  mock: 'reports/reportViews',
  answer: recordAnswer('id'),
});
export const renameView = declareCall<Id>()({
  method: 'PUT',
  path: `${savedViews.path}/{id}`,
  access: { reports: true },
  request: renameViewRequest,
  mock: 'reports/reportViews',
  answer: recordAnswer('id'),
});
export const deleteView = declareCall<Id>()({
  method: 'DELETE',
  path: renameView.path,
  access: { reports: true },
  mock: 'reports/reportViews',
});
/** The cooperation line a search ads tab asks for before its data (granted to the reports that read it). */
export const cooperationLine = declareCall()({
  method: 'GET',
  base: 'v2',
  path: '/ssp_publisher/search_ad/cooperation_line',
  access: 'reports reading it',
  mock: 'reports/lookups',
  answer: cooperationLineAnswer,
});

// Schema list calls the reports' filters read too: the schemas' api.list and the report sources
// name these (report configs import no schema: a schema loads its views).
export const siteList = declareCall()({
  method: 'GET',
  path: '/ssp_publisher/domain/list',
  access: site,
  mock: 'generic',
});
export const channelList = declareCall()({
  method: 'GET',
  path: '/ssp_publisher/channel',
  access: { resource: 'channel' },
  mock: 'generic',
});
export const appList = declareCall()({
  method: 'GET',
  path: '/ssp_publisher/app/list',
  access: { resource: 'app' },
  mock: 'generic',
});

// The lists the reports' filters and labelled columns read that no schema declares, granted to the
// reports that read them (src/reports/sources.ts).
export const appUnits = declareCall()({
  method: 'GET',
  path: '/ssp_publisher/app/zone/list',
  access: 'reports reading it',
  mock: 'reports/lookups',
});
/** Search sites by domain, a page at a time, and every one at once. */
export const reportSearchSites = declareCall()({
  method: 'GET',
  base: 'v2',
  path: '/ssp_publisher/search_domain',
  access: 'reports reading it',
  mock: 'reports/lookups',
});
export const allSearchSites = declareCall()({
  method: 'GET',
  base: 'v2',
  path: `${reportSearchSites.path}/list`,
  access: 'reports reading it',
  mock: 'reports/lookups',
});
/**
 * The paths of the keyword and information (news) resources, under both bases: the schemas' v1
 * calls (src/schemas/keyword.ts, information.ts) and the reports' v2 lookups below read them here.
 */
export const KEYWORD_PATH = '/ssp_publisher/keyword';
export const NEWS_PATH = '/ssp_publisher/news';

/** The v2 twins of the keyword and information lists (the same paths as the schemas' v1 calls). */
export const reportKeywords = declareCall()({
  method: 'GET',
  base: 'v2',
  path: KEYWORD_PATH,
  access: 'reports reading it',
  mock: 'reports/lookups',
});
export const reportNews = declareCall()({
  method: 'GET',
  base: 'v2',
  path: NEWS_PATH,
  access: 'reports reading it',
  mock: 'reports/lookups',
});

/** Every declared call, for the call layer's answer checks, the router, the authorization table and the tests. */
export const DECLARED_CALLS: readonly CallDeclaration[] = [
  login,
  findPassword,
  logout,
  userInfo,
  menu,
  newsImage,
  optionDictionary,
  dictionary,
  timeZones,
  newsLanguages,
  newsCategories,
  verifyAdsTxt,
  requiredAdsTxt,
  currentAdsTxt,
  activityResources,
  zones,
  coverUpload,
  adUnitImport,
  adUnitImportSubmit,
  adUnitImportFile,
  widgetCreatives,
  groupMenuTree,
  groupDataTree,
  groupUsers,
  saveGroup,
  saveGroupUsers,
  integrationInfo,
  appKey,
  savedViews,
  saveView,
  renameView,
  deleteView,
  cooperationLine,
  siteList,
  channelList,
  appList,
  appUnits,
  reportSearchSites,
  allSearchSites,
  reportKeywords,
  reportNews,
];
