import { http } from 'msw';
import {
  viewNameProblem,
  viewStateProblem,
  type SavedView,
  type SavedViewState,
} from '../../../common/reportViews';
import { permissionRefused } from '../../users/access';
import { nextId, now, save, table } from '../../store/db';
import { fail, jsonBody, ok, route } from '../../respond';
import * as calls from '../../../calls/calls';
import type { MockUser } from '../../store/seed';
import { signedIn } from '../../calls/signedIn';

/** A saved view with its owner (never answered). */
interface StoredView extends SavedView {
  user_id: MockUser['user_id'];
}

const views = () => table<StoredView>('reportViews', () => []);

const shown = ({ user_id: _owner, ...view }: StoredView): SavedView => view;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A name already used by another of the user's views of the same report. */
const nameTaken = (user: MockUser, report: string, name: string, except?: number) =>
  views().some(
    (view) =>
      view.user_id === user.user_id &&
      view.report === report &&
      view.id !== except &&
      sameName(view.name, name),
  );

/**
 * The view a call names, when it is the caller's: another user's view is refused like any record
 * outside one's grants, an unknown one is not found.
 */
function ownView(id: unknown, user: MockUser): StoredView | Response {
  const view = views().find((candidate) => candidate.id === Number(id));
  if (!view) return fail(`View ${String(id)} not found`);
  return view.user_id === user.user_id ? view : permissionRefused();
}

/** Saved report views (docs/api.md, "Saved report views"): each user's own, per report. */
export const reportViewHandlers = [
  http.get(
    route(calls.savedViews),
    signedIn(({ query, user }) => {
      const report = query.get('report');
      const list = views()
        .filter((view) => view.user_id === user.user_id && (!report || view.report === report))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(shown);
      return ok({ list, total: list.length });
    }),
  ),

  http.post(
    route(calls.saveView),
    signedIn(async ({ request, user }) => {
      const body = await jsonBody(request);
      const report = typeof body.report === 'string' ? body.report.trim() : '';
      if (!report) return fail('report is required');
      const problem = viewNameProblem(body.name) ?? viewStateProblem(body.state);
      if (problem) return fail(problem);
      const name = String(body.name).trim();
      if (nameTaken(user, report, name)) return fail(`A view named ${name} already exists`);
      const time = now();
      const view: StoredView = {
        id: nextId(),
        report,
        name,
        state: body.state as SavedViewState,
        created_time: time,
        updated_time: time,
        user_id: user.user_id,
      };
      views().push(view);
      save();
      return ok(shown(view));
    }),
  ),

  http.put(
    route(calls.renameView),
    signedIn(async ({ request, params, user }) => {
      const view = ownView(params.id, user);
      if (view instanceof Response) return view;
      const body = await jsonBody(request);
      const problem = viewNameProblem(body.name);
      if (problem) return fail(problem);
      const name = String(body.name).trim();
      if (nameTaken(user, view.report, name, view.id)) return fail(`A view named ${name} already exists`);
      view.name = name;
      view.updated_time = now();
      save();
      return ok(shown(view));
    }),
  ),

  http.delete(
    route(calls.deleteView),
    signedIn(({ params, user }) => {
      const view = ownView(params.id, user);
      if (view instanceof Response) return view;
      views().splice(views().indexOf(view), 1);
      save();
      return ok(null);
    }),
  ),
];
