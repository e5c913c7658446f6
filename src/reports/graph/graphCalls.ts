import type { GraphDef } from '../types';
import { dictionaryCall } from '../filters/useOptionList';

/** The call listing a graph's metrics: a dictionary, its answer declared as choices. */
export const metricListCall = (graph: GraphDef) => dictionaryCall({ path: graph.metricPath, base: 'v2' });

/** The graph's own call, its answer declared (dates, and a list of values per series). */
export const graphCall = (graph: GraphDef, payload: Record<string, unknown>) => ({
  url: graph.path,
  method: 'post' as const,
  config: { payload },
  meta: { base: 'v2' as const, answer: 'graph' as const },
});
