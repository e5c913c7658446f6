import { platformOf, type AppRow } from '../../../schemas/app';
import { DISCONTINUED, LIVE, VERIFYING } from '../../../schemas/enums';
import { daysAgo } from '../seed';

/** A stored app: the schema's record without the list's search-only keyword. */
export type MockApp = Omit<AppRow, 'keyword'>;

const app = (
  app_id: number,
  app_name: string,
  status: number,
  store: string,
  category: string,
  age: number,
): MockApp => ({
  app_id,
  app_name,
  app_platform: platformOf(store) ?? 'ANDROID',
  category,
  app_store: store,
  bundle_id: `com.demo.${app_name.toLowerCase()}`,
  app_url: `https://store.example/${app_name.toLowerCase()}`,
  status,
  created_time: daysAgo(age),
  updated_time: daysAgo(age - 1),
});

/** The apps (table managedApps). */
export default function appSeed(): MockApp[] {
  return [
    app(7001, 'NewsReader', LIVE, 'GOOGLE_PLAY', 'normal_tools', 60),
    app(7002, 'PuzzleQuest', LIVE, 'APPLE_ITUNES', 'normal_games', 50),
    app(7003, 'CashCoins', VERIFYING, 'GOOGLE_PLAY', 'money-making_games', 20),
    app(7004, 'OldTimer', DISCONTINUED, 'APPLE_ITUNES', 'normal_tools', 200),
  ];
}
