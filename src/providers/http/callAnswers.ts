import type { ZodMiniType } from 'zod/mini';
import * as calls from '../../calls/calls';
import type { CallDeclaration } from '../../calls/declare';
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
 * theirs from the schema, in the dataProvider), by their declarations (src/calls/calls.ts). The
 * call layer checks every such call against the row that names it, whoever makes it, so no screen
 * reads an answer of another shape. A path's `{name}` stands for one segment.
 */
const answerOf = (call: CallDeclaration, answer: ZodMiniType) => ({
  method: call.method,
  path: call.path,
  answer,
});

export const CALL_ANSWERS: readonly { method: string; path: string; answer: ZodMiniType }[] = [
  answerOf(calls.savedViews, savedViewsAnswer),
  answerOf(calls.saveView, recordAnswer('id')),
  answerOf(calls.renameView, recordAnswer('id')),
  answerOf(calls.integrationInfo, integrationsAnswer),
  answerOf(calls.adUnitImport, importPreviewAnswer),
  answerOf(calls.adUnitImportSubmit, importSubmitAnswer),
  answerOf(calls.groupMenuTree, treeAnswer),
  answerOf(calls.groupDataTree, treeAnswer),
  answerOf(calls.groupUsers, groupUsersAnswer),
  answerOf(calls.saveGroup, recordAnswer('id')),
  answerOf(calls.saveGroupUsers, recordAnswer('id')),
  answerOf(calls.appKey, appKeyAnswer),
  answerOf(calls.newsCategories, treeAnswer),
  answerOf(calls.currentAdsTxt, adsTxtAnswer),
  answerOf(calls.verifyAdsTxt, missingAdsTxtAnswer),
];

const pattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
const MATCHERS = CALL_ANSWERS.map((row) => ({ ...row, matches: pattern(row.path) }));

/** The declared answer of a call, by its method and path (without the query), if it has one. */
export function declaredAnswer(method: string, path: string): ZodMiniType | undefined {
  const bare = path.split('?')[0];
  return MATCHERS.find((row) => row.method === method.toUpperCase() && row.matches.test(bare))?.answer;
}
