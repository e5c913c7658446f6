import { daysAgo, rows, type MockZone } from '../seed';

/** The zones of sites 1001 and 1002; the floating icon (50003) has its space and background. */
export default function zoneSeed(): MockZone[] {
  return rows<MockZone>(
    ['zone_id', 'site_id', 'ad_type', 'ad_size', 'description', 'zone_key_name', 'created_time'],
    [
      [50001, 1001, 1, [1, 2], 'Top banner', ['top_banner'], daysAgo(39)],
      [50002, 1001, 2, [], '', ['feed_native', 'article_native'], daysAgo(38)],
      [50003, 1001, 7, [], 'Floating icon', ['float_icon'], daysAgo(37)],
      [50004, 1002, 3, [], 'Interstitial between pages', ['inter'], daysAgo(34)],
      [50005, 1002, 1, [3], '', ['mobile_banner'], daysAgo(33)],
    ],
  ).map((zone) => (zone.zone_id === 50003 ? { ...zone, space: 1.6, background: 'fff' } : zone));
}
