import type { ZodMiniType } from 'zod/mini';
import {
  adsTxtAnswer,
  appKeyAnswer,
  groupUsersAnswer,
  missingAdsTxtAnswer,
  importPreviewAnswer,
  importSubmitAnswer,
  integrationsAnswer,
  recordAnswer,
  savedViewsAnswer,
  treeAnswer,
} from './answerShapes';

/**
 * The declared answers of the calls no resource schema describes (the schemas' own calls get
 * theirs from the schema, in the dataProvider). The call layer checks every such call against the
 * row that names it, whoever makes it, so no screen reads an answer of another shape. A path's
 * `{name}` stands for one segment.
 */
export const CALL_ANSWERS: readonly { method: string; path: string; answer: ZodMiniType }[] = [
  { method: 'GET', path: '/ssp_publisher/report_view', answer: savedViewsAnswer },
  { method: 'POST', path: '/ssp_publisher/report_view', answer: recordAnswer('id') },
  { method: 'PUT', path: '/ssp_publisher/report_view/{id}', answer: recordAnswer('id') },
  { method: 'GET', path: '/ssp_publisher/openapi/integration/info', answer: integrationsAnswer },
  { method: 'POST', path: '/ssp_publisher/adunit/import', answer: importPreviewAnswer },
  { method: 'POST', path: '/ssp_publisher/adunit/import/submit', answer: importSubmitAnswer },
  { method: 'GET', path: '/ssp_publisher/user_group/menu_tree', answer: treeAnswer },
  { method: 'GET', path: '/ssp_publisher/user_group/data_tree', answer: treeAnswer },
  { method: 'GET', path: '/ssp_publisher/user_group/{id}/users', answer: groupUsersAnswer },
  { method: 'PUT', path: '/ssp_publisher/user_group/{id}', answer: recordAnswer('id') },
  { method: 'POST', path: '/ssp_publisher/user_group/users', answer: recordAnswer('id') },
  { method: 'GET', path: '/ssp_publisher/openapi/app_key', answer: appKeyAnswer },
  { method: 'GET', path: '/ssp_publisher/news/category', answer: treeAnswer },
  { method: 'GET', path: '/ssp_publisher/domain/{id}/cur_adstxt', answer: adsTxtAnswer },
  { method: 'POST', path: '/ssp_publisher/domain/{id}/verify_adstxt', answer: missingAdsTxtAnswer },
];

const pattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
const MATCHERS = CALL_ANSWERS.map((row) => ({ ...row, matches: pattern(row.path) }));

/** The declared answer of a call, by its method and path (without the query), if it has one. */
export function declaredAnswer(method: string, path: string): ZodMiniType | undefined {
  const bare = path.split('?')[0];
  return MATCHERS.find((row) => row.method === method.toUpperCase() && row.matches.test(bare))?.answer;
}
