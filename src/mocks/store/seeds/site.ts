import { daysAgo, rows, type MockSite } from '../seed';

/** The content sites: one of each verification status, and newcomer.example with none yet. */
export default function siteSeed(): MockSite[] {
  return rows<MockSite>(
    ['id', 'domain', 'timezone', 'verify_status', 'ads_txt_status', 'created_time'],
    [
      [1001, 'dailynews.example', 'UTC+00:00', 'Active', 'verification successful', daysAgo(40)],
      [1002, 'sportsfan.example', 'UTC+08:00', 'Live', 'need update ads.txt', daysAgo(35)],
      [1003, 'recipes.example', 'UTC-05:00', 'Verifying', 'verification failed', daysAgo(30)],
      [1004, 'travelblog.example', '', 'Pending', 'N/A', daysAgo(25)],
      [1005, 'techreview.example', 'UTC+05:30', 'Waiting For DNS', 'N/A', daysAgo(20)],
      [1006, 'gardening.example', 'UTC+00:00', 'To Be Analyzed', 'need update ads.txt', daysAgo(18)],
      [1007, 'moviebuzz.example', 'UTC+08:00', 'To Be Confirmed', 'verification successful', daysAgo(15)],
      [1008, 'oldforum.example', 'UTC+00:00', 'Archive', 'verification failed', daysAgo(90)],
      [1009, 'spamfarm.example', 'UTC-05:00', 'Refuse', 'N/A', daysAgo(60)],
      [1010, 'paused.example', 'UTC+00:00', 'Stop', 'verification successful', daysAgo(50)],
      [1011, 'brokenads.example', 'UTC+08:00', 'Failed', 'need update ads.txt', daysAgo(10)],
      [1012, 'successful.example', 'UTC+05:30', 'Successful', 'verification successful', daysAgo(5)],
      [1013, 'newcomer.example', 'UTC+00:00', 'N/A', 'N/A', daysAgo(100)],
    ],
  );
}
