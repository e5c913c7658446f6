import type { Values } from '../../../model/types';

/** The activity log starts empty: its entries are the changes made since (src/mocks/activity). */
export default function activitySeed(): Values[] {
  return [];
}
