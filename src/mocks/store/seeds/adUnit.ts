import type { AdUnitRow } from '../../../schemas/adUnit';
import { DISCONTINUED, LIVE, VERIFYING } from '../../../schemas/enums';
import { daysAgo } from '../seed';
import type { MockApp } from './app';

/** A stored ad unit: the ad unit schema's record without the search-only keyword, its ids a list. */
export type MockAdUnit = Omit<AdUnitRow, 'keyword' | 'instream_type' | 'adunit_id'> & {
  instream_type?: string;
  adunit_id: string[];
};

export const NEVER_AUDITED = '0001-01-01 00:00:00';

const unit = (
  zone_id: number,
  owner: MockApp,
  zone_name: string,
  ad_format: string,
  status: number,
  price: number,
  age: number,
): MockAdUnit => ({
  zone_id,
  zone_name,
  app_id: owner.app_id,
  app_name: owner.app_name,
  ad_format,
  instream_type: ad_format === 'in_stream' ? 'horizontal-screen' : undefined,
  price,
  adunit_id: status === LIVE ? [`ca-app-pub-${zone_id}/1`, `ca-app-pub-${zone_id}/2`] : [],
  instream_url: ad_format === 'in_stream' ? `https://vast.publisher-console.example/${zone_id}.xml` : '',
  status,
  created_time: daysAgo(age),
  updated_time: daysAgo(age - 1),
  audit_time: status === VERIFYING ? NEVER_AUDITED : daysAgo(age - 1, '12:00:00'),
});

/** The ad units (table managedAdUnits), of the first two apps as stored (`apps`). */
export default function adUnitSeed(apps: MockApp[]): MockAdUnit[] {
  const [reader, puzzle] = apps;
  return [
    unit(8001, reader, 'reader_banner', 'banner', LIVE, 1.5, 55),
    unit(8002, reader, 'reader_video', 'in_stream', LIVE, 12, 45),
    unit(8003, puzzle, 'puzzle_reward', 'reward', VERIFYING, 8.25, 10),
    unit(8004, puzzle, 'puzzle_open', 'appopen', DISCONTINUED, 3, 120),
  ];
}
