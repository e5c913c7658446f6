import searchSiteSchema from '../../../src/schemas/searchSite';
import { showEveryColumn } from '../columns';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnTexts, findRow, recordRequests, rowKeys, WAIT } from '../renderApp';
import {
  filterBy,
  headers,
  openCreate,
  openForm,
  openList,
  resetFilters,
  searchText,
  sentRequest,
  signedInEachTest,
} from './manage';

const SITES = '/searchAds/site';
const INVALID = 'Please Input A Valid Site';
const CAPITALS_OR_WWW =
  'Failed to create, please fill in a domain name that does not contain capital letters and does not start with www.';
const ALL = ['4008', '4007', '4006', '4005', '4004', '4003', '4002', '4001', '4009'];

signedInEachTest();

const openSites = () => openList(SITES, 'findit.example');

const openAdd = () => openCreate(SITES, 'findit.example', 'Add Site');

describe('search site list', () => {
  it('shows the seeded sites with their statuses and DNS one per line', async () => {
    // The spec's columns, those off by default included.
    showEveryColumn(searchSiteSchema);
    await openSites();

    expect(headers()).toEqual([
      'ID',
      'Site',
      'Status',
      'DNS',
      'Type',
      'Creator',
      'Created Time',
      'Updated Time',
      'Action',
    ]);
    expect(rowKeys()).toEqual(ALL);
    await waitFor(
      () =>
        expect(columnTexts('Status')).toEqual([
          'DNS Resolved',
          'Waiting For DNS',
          'Waiting For DNS',
          'Reviewing',
          'Failed',
          'Failed',
          'Active',
          'Active',
          'Active',
        ]),
      WAIT,
    );
    const row = await findRow('newdns.example');
    // The DNS cell (after the selection checkbox's, as the list has a bulk Retry).
    const dns = row.querySelector('td:nth-child(5)')?.firstElementChild as HTMLElement;
    expect(dns.textContent).toBe('ns1.searchdns.example\nns2.searchdns.example');
    expect(dns.style.whiteSpace).toBe('pre-line');
    expect(columnTexts('DNS')[0]).toBe('--');
  });

  it('offers Feedback Result for the fourth status and Retry for failed sites unless preset', async () => {
    await openSites();

    const actions = columnTexts('Action');
    expect(actions).toEqual(['', 'Feedback Result', 'Feedback Result', '', '', 'Retry', '', '', '']);
    const failed = await findRow('badsite.example');
    within(failed).getByLabelText('The domain does not resolve');
  });

  it('sets the DNS resolved status with Has Been Successful', async () => {
    const app = await openSites();
    const row = await findRow('newdns.example');

    await app.user.click(within(row).getByRole('button', { name: 'Feedback Result' }));
    await app.user.click(await screen.findByRole('button', { name: 'Has Been Successful' }, WAIT));

    await screen.findByText('DNS resolved', undefined, WAIT);
    await waitFor(() => expect(columnTexts('Status')[rowKeys().indexOf('4006')]).toBe('DNS Resolved'), WAIT);
  });

  it("a failed Has Been Successful shows one toast: 'Please Try Again'", async () => {
    const app = await openSites();
    const row = await findRow('stuckdns.example');

    await app.user.click(within(row).getByRole('button', { name: 'Feedback Result' }));
    await app.user.click(await screen.findByRole('button', { name: 'Has Been Successful' }, WAIT));

    await screen.findByText('Please Try Again', undefined, WAIT);
    const toasts = Array.from(document.querySelectorAll('.ant-message-notice')).map(
      (node) => node.textContent,
    );
    expect(toasts).toEqual(['Please Try Again']);
  });

  it('has a Postback Setting link', async () => {
    const app = await openSites();

    await app.user.click(screen.getByRole('button', { name: 'Postback Setting' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/searchAds/site/postback'), WAIT);
  });

  it('filters by site, status and creator', async () => {
    const app = await openSites();

    await filterBy(app, 'Status', 'Failed');
    await waitFor(() => expect(rowKeys()).toEqual(['4004', '4003']), WAIT);

    await resetFilters(app, ALL.length);
    await searchText(app, 'Site', 'dns');
    await waitFor(() => expect(rowKeys()).toEqual(['4007', '4006']), WAIT);

    await resetFilters(app, ALL.length);
    await searchText(app, 'Creator', 'nobody');
    await waitFor(() => expect(rowKeys()).toEqual([]), WAIT);
  });
});

describe('Add Site and Retry', () => {
  it("checks the domain: 'Please Input A Valid Site', then no www and no capitals", async () => {
    const { user, form } = await openAdd();
    const site = form.textbox('Site');

    await form.submit();
    await form.says(INVALID);

    await user.type(site, 'not a site');
    await form.says(INVALID);

    await user.clear(site);
    await user.type(site, 'www.example.com');
    await form.says(CAPITALS_OR_WWW);

    await user.clear(site);
    await user.type(site, 'Example.com');
    await form.says(CAPITALS_OR_WWW);
    within(form.dialog).getByText('https://');
  });

  it("adds a site with 'add site success' and lists it", async () => {
    const recorder = recordRequests();
    const { user, form } = await openAdd();

    await user.type(form.textbox('Site'), 'freshsite.example');
    await form.submit();

    await screen.findByText('add site success', undefined, WAIT);
    await form.closed();
    await findRow('freshsite.example');
    expect(rowKeys()).toHaveLength(ALL.length + 1);
    const post = await sentRequest(recorder, 'POST');
    expect(post?.pathname).toBe('/gamebridge-manager/v1/ssp_publisher/search_site');
    expect(post?.body).toMatchObject({ domain: 'freshsite.example' });
  });

  it('resends a failed site with status 3 on Retry', async () => {
    const recorder = recordRequests();
    const app = await openSites();
    const row = await findRow('badsite.example');
    const form = await openForm(app, within(row).getByRole('button', { name: 'Retry' }), 'Retry Site');

    await form.submit();

    await screen.findByText('site sent for review', undefined, WAIT);
    await form.closed();
    await waitFor(() => expect(columnTexts('Status')[rowKeys().indexOf('4003')]).toBe('Reviewing'), WAIT);
    const put = await sentRequest(recorder, 'PUT');
    expect(put?.pathname).toBe('/gamebridge-manager/v1/ssp_publisher/search_site/4003');
    expect(put?.body).toMatchObject({ id: 4003, domain: 'badsite.example', status: 3 });
  });
});
