// The embedded API of the management screens refuses what the forms never send, and keeps ad
// units inside their apps' data scope (an app outside it is refused by the authorization layer):
// each refusal with its message and no change.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_PERMISSION } from '../../src/mocks/users/access';
import { call, setErrorToast } from '../../src/providers/http';
import { ADMIN_EMAIL, PUBLISHER_EMAIL, loginAs } from './helpers';

beforeEach(async () => {
  setErrorToast(vi.fn());
  await loginAs(ADMIN_EMAIL);
});

const post = (path: string, body: unknown) => call({ method: 'POST', path, body, silent: true });
const put = (path: string, body: unknown) => call({ method: 'PUT', path, body, silent: true });

async function totalOf(path: string, query: Record<string, string | number> = {}): Promise<number> {
  const envelope = await call<{ total: number }>({ path, query: { page_index: 1, page_size: 20, ...query } });
  return envelope.data?.total ?? -1;
}

const NEW_APP = {
  app_name: 'ChoiceCheck',
  category: 'normal_tools',
  bundle_id: 'com.demo.choicecheck',
  app_store: 'GOOGLE_PLAY',
  app_url: 'https://store.example/choicecheck',
};

describe('fixed choices are checked by the server too', () => {
  it('refuses an app store and a category the form does not offer', async () => {
    const before = await totalOf('/ssp_publisher/app/list');
    await expect(post('/ssp_publisher/app', { ...NEW_APP, app_store: 'AMAZON' })).rejects.toMatchObject({
      message: "App Store: 'AMAZON' is not one of the choices",
    });
    await expect(post('/ssp_publisher/app', { ...NEW_APP, category: 'gambling' })).rejects.toMatchObject({
      message: "Category: 'gambling' is not one of the choices",
    });
    expect(await totalOf('/ssp_publisher/app/list')).toBe(before);
  });

  const AD_UNIT = { app_id: 7001, zone_name: 'reader_choice', price: 2 };
  it.each([
    [
      { ad_format: 'in_stream', instream_type: 'sideways' },
      "In-stream Type: 'sideways' is not one of the choices",
    ],
    [{ ad_format: 'popunder' }, "Ad Format: 'popunder' is not one of the choices"],
  ])('refuses an ad unit with %o: %s', async (choice, message) => {
    const before = await totalOf('/ssp_publisher/adunit/list');
    await expect(post('/ssp_publisher/adunit', { ...AD_UNIT, ...choice })).rejects.toMatchObject({ message });
    expect(await totalOf('/ssp_publisher/adunit/list')).toBe(before);
  });

  it('refuses a widget style and a postback event type outside their lists', async () => {
    await expect(
      post('/ssp_publisher/widget', { lan: 'en', widget_style: 'popunder', description: '' }),
    ).rejects.toMatchObject({ message: "Widget Style: 'popunder' is not one of the choices" });
    await expect(
      post('/ssp_publisher/postback', {
        base_url: 'https://track.example/pb?e={event_type}',
        event_type: ['keyword_pv', 'purchase'],
        return_options: [],
      }),
    ).rejects.toMatchObject({ message: "Event Type: 'purchase' is not one of the choices" });
  });

  it('refuses a language the language dictionary does not hold', async () => {
    await expect(
      post('/ssp_publisher/widget', { lan: 'klingon', widget_style: 'icon_hover', description: '' }),
    ).rejects.toMatchObject({ message: "Language: 'klingon' is not one of the choices" });
  });
});

const PRICE_MESSAGE = 'Suggest eCPM between 0.01 and 1000';
const OUT_OF_RANGE = ['0', '-5', '0.001', '1000.01', '12.345'];

describe('an ad unit price outside 0.01 to 1000 or with more than two decimals', () => {
  it.each(OUT_OF_RANGE)(
    "is refused by the API as sent (%s): 'Suggest eCPM between 0.01 and 1000'",
    async (price) => {
      const before = await totalOf('/ssp_publisher/adunit/list');
      const unit = { app_id: 7001, ad_format: 'banner', zone_name: 'reader_priced' };
      await expect(post('/ssp_publisher/adunit', { ...unit, price: Number(price) })).rejects.toMatchObject({
        message: PRICE_MESSAGE,
      });
      await expect(post('/ssp_publisher/adunit', { ...unit, price })).rejects.toMatchObject({
        message: PRICE_MESSAGE,
      });
      expect(await totalOf('/ssp_publisher/adunit/list')).toBe(before);
    },
  );

  it.each(OUT_OF_RANGE)('is refused in an import (%s), not stored rounded', async (price) => {
    const before = await totalOf('/ssp_publisher/adunit/list');
    const rows = [
      {
        app_name: 'NewsReader',
        adformat: 'banner',
        instream_type: '',
        adunit_name: 'imported_priced',
        price,
      },
    ];
    await expect(post('/ssp_publisher/adunit/import/submit', { rows })).rejects.toMatchObject({
      message: PRICE_MESSAGE,
    });
    expect(await totalOf('/ssp_publisher/adunit/list')).toBe(before);
  });
});

describe('ad unit import submit', () => {
  it('refuses more than 200 rows and creates none', async () => {
    const before = await totalOf('/ssp_publisher/adunit/list');
    const rows = Array.from({ length: 201 }, (_, index) => ({
      app_name: 'NewsReader',
      adformat: 'banner',
      instream_type: '',
      adunit_name: `bulk_${index}`,
      price: '1.5',
    }));
    await expect(post('/ssp_publisher/adunit/import/submit', { rows })).rejects.toMatchObject({
      message: 'At most 200 rows can be imported at a time',
    });
    expect(await totalOf('/ssp_publisher/adunit/list')).toBe(before);
  });
});

describe("ad units follow their app's data scope", () => {
  it('a publisher whose group grants NewsReader only sees, exports and adds units of NewsReader only', async () => {
    await put('/ssp_publisher/user_group/2', { app_ids: [7001] });
    await loginAs(PUBLISHER_EMAIL);

    const list = await call<{ list: { app_name: string }[] }>({
      path: '/ssp_publisher/adunit/list',
      query: { page_index: 1, page_size: 50 },
    });
    const names = new Set(list.data?.list.map((row) => row.app_name));
    expect([...names]).toEqual(['NewsReader']);

    await expect(
      post('/ssp_publisher/adunit', {
        app_id: 7002,
        ad_format: 'banner',
        zone_name: 'puzzle_banner',
        price: 2,
      }),
    ).rejects.toMatchObject({ message: NO_PERMISSION });
    await expect(
      call({ path: '/ssp_publisher/app/adstxt', query: { app_name: 'PuzzleQuest' }, silent: true }),
    ).rejects.toMatchObject({ message: NO_PERMISSION });
  });
});
