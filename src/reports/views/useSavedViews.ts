import { useCustom } from '@refinedev/core';
import type { SavedView, SavedViewState } from '../../common/reportViews';
import { call } from '../../providers/http';
import { deleteView, renameView, savedViews, saveView } from '../../calls/calls';
import { fillPath } from '../../calls/declare';

/** The signed-in user's saved views of one report, and the calls that change them. */
export function useSavedViews(report: string) {
  const { query, result } = useCustom<{ data?: { list?: SavedView[] } }>({
    url: savedViews.path,
    method: 'get',
    config: { query: { report } },
    errorNotification: false,
  });
  const views = (result.data as { data?: { list?: SavedView[] } } | undefined)?.data?.list ?? [];
  // The list is read again after a change, failed ones included: an answer that could not be read
  // may hide a change that happened.
  const after = async <T>(change: Promise<T>) => {
    try {
      return await change;
    } finally {
      await query.refetch();
    }
  };
  return {
    views,
    loading: query.isLoading,
    save: (name: string, state: SavedViewState) =>
      after(call<SavedView>({ method: saveView.method, path: saveView.path, body: { report, name, state } })),
    rename: (id: number, name: string) =>
      after(call({ method: renameView.method, path: fillPath(renameView, { id }), body: { name } })),
    remove: (id: number) => after(call({ method: deleteView.method, path: fillPath(deleteView, { id }) })),
  };
}
