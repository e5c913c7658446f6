import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { onSessionCleared } from '../session/session';

/**
 * The console's one query cache, handed to Refine. Refine's own defaults (no refetch when the
 * window regains focus, the previous page kept while the next one loads), and no retry: a failed
 * call shows its message at once. A login empties it, so no earlier user's rows show.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, placeholderData: keepPreviousData, retry: false },
  },
});

// Signed out: queries in flight are cancelled and none stays to be refetched for nobody.
onSessionCleared(() => {
  void queryClient.cancelQueries();
  queryClient.clear();
});
