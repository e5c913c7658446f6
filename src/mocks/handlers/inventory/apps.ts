import { http, HttpResponse } from 'msw';
import { hiddenAppCategories } from '../../../config';
import adUnitSchema from '../../../schemas/adUnit';
import appSchema, { platformOf } from '../../../schemas/app';
import { LIVE, VERIFYING } from '../../../schemas/enums';
import { nextId, table } from '../../store/db';
import appSeed, { type MockApp } from '../../store/seeds/app';
import adUnitSeed, { NEVER_AUDITED, type MockAdUnit } from '../../store/seeds/adUnit';
import { serveResource } from '../../generic/served';
import { fail, route } from '../../respond';
import { rowActionCall } from '../../authorization/schemaCalls';
import { inScope } from '../../users/scope';
import type { MockUser } from '../../store/seed';
import { signedIn } from '../../calls/signedIn';

export const apps = () => table<MockApp>('managedApps', appSeed);

export const adUnits = () => table<MockAdUnit>('managedAdUnits', () => adUnitSeed(apps()));

export const ADS_TXT_LINES = [
  'publisherconsole.example, pub-100, DIRECT, f08c47fec0942fa0',
  'adexchange.example, 8812, RESELLER',
];

const appById = (value: unknown) => apps().find((row) => String(row.app_id) === String(value));

/** The id of the app of this name among the user's apps (their data scope). */
export const appIdByName = (user: MockUser, name: string) =>
  inScope(user, 'app', apps(), (row) => row.app_id).find((row) => row.app_name === name)?.app_id;

// A new app (one of the data scope's kinds, its schema says) is under review, its OS follows its store.
serveResource(appSchema, {
  rows: apps,
  newId: nextId,
  search: { keyword: ['app_name', 'app_id'] },
  refuse: ({ category }, user) =>
    hiddenAppCategories(user.company_id).includes(String(category))
      ? 'This category is not available'
      : undefined,
  unique: { keys: ['app_name'], message: ({ app_name }) => `The app ${String(app_name)} already exists` },
  created: ({ app_store }) => ({ app_platform: platformOf(app_store), status: VERIFYING }),
});

// An ad unit follows its app (its data scope, which must be Live); a new one is under review.
serveResource(adUnitSchema, {
  rows: adUnits,
  newId: nextId,
  search: { keyword: ['zone_name', 'zone_id', 'adunit_id'] },
  // Its export leads with the unit's id, which is no column of the list.
  exportKeys: (columns) => ['zone_id', ...columns],
  refuse: ({ app_id }) => {
    const owner = appById(app_id);
    if (!owner) return 'App not found';
    return owner.status === LIVE ? undefined : 'Ad units can only be created for Live apps';
  },
  unique: {
    keys: ['app_id', 'zone_name'],
    message: ({ zone_name }) => `The ad unit ${String(zone_name)} already exists`,
  },
  created: ({ app_id, ad_format, instream_type, price }) => ({
    app_id: Number(app_id),
    app_name: appById(app_id)?.app_name,
    instream_type: ad_format === 'in_stream' ? instream_type : undefined,
    price: Number(price),
    adunit_id: [],
    instream_url: '',
    status: VERIFYING,
    audit_time: NEVER_AUDITED,
  }),
});

/** Irregular: an app's ads.txt, a text file, for Live apps only. */
export const appHandlers = [
  http.get(
    route(rowActionCall(appSchema, 'ads.txt')),
    signedIn(({ query }) => {
      const row = apps().find((candidate) => candidate.app_name === query.get('app_name'));
      if (!row) return fail('App not found');
      if (row.status !== LIVE) return fail('ads.txt is available for Live apps only');
      return new HttpResponse(`${ADS_TXT_LINES.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain' } });
    }),
  ),
];
