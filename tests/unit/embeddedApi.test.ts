import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, setErrorToast } from '../../src/providers/http';
import { ADMIN_EMAIL, loginAs } from './helpers';

const CAPITALS_OR_WWW =
  'Failed to create, please fill in a domain name that does not contain capital letters and does not start with www.';

let toast: ReturnType<typeof vi.fn<(text: string) => void>>;

beforeEach(async () => {
  toast = vi.fn<(text: string) => void>();
  setErrorToast(toast);
  await loginAs(ADMIN_EMAIL);
});

async function siteTotal(): Promise<number> {
  const envelope = await call<{ total: number }>({
    path: '/ssp_publisher/domain/list',
    query: { page: 1, page_size: 20 },
  });
  return envelope.data?.total ?? -1;
}

async function channelTotal(): Promise<number> {
  const envelope = await call<{ total: number }>({
    path: '/ssp_publisher/channel',
    query: { page_index: 1, page_size: 100 },
  });
  return envelope.data?.total ?? -1;
}

describe('site add', () => {
  it('refuses WWW.example.com with the spec message and adds nothing', async () => {
    const before = await siteTotal();

    await expect(
      call({ method: 'POST', path: '/ssp_publisher/domain', body: { domain: 'WWW.example.com' } }),
    ).rejects.toMatchObject({ message: CAPITALS_OR_WWW });

    expect(toast).toHaveBeenCalledWith(CAPITALS_OR_WWW);
    expect(await siteTotal()).toBe(before);
  });

  it('refuses an empty site link', async () => {
    await expect(
      call({ method: 'POST', path: '/ssp_publisher/domain', body: { domain: '  ' }, silent: true }),
    ).rejects.toMatchObject({ message: 'Please input site link' });
  });

  it('adds a valid site, trimmed', async () => {
    const before = await siteTotal();

    const envelope = await call<{ domain: string }>({
      method: 'POST',
      path: '/ssp_publisher/domain',
      body: { domain: ' newsite.example ' },
    });

    expect(envelope.data?.domain).toBe('newsite.example');
    expect(await siteTotal()).toBe(before + 1);
  });
});

describe('channel add', () => {
  it('refuses a 21-character name and adds nothing', async () => {
    const before = await channelTotal();

    await expect(
      call({ method: 'POST', path: '/ssp_publisher/channel', body: { name: 'c'.repeat(21) }, silent: true }),
    ).rejects.toMatchObject({ message: 'Channel Name cannot be longer than 20 characters' });

    expect(await channelTotal()).toBe(before);
  });

  it("refuses an empty name with 'Please input channel name'", async () => {
    await expect(
      call({ method: 'POST', path: '/ssp_publisher/channel', body: { name: '' }, silent: true }),
    ).rejects.toMatchObject({ message: 'Please input channel name' });
  });

  it('adds a 20-character name', async () => {
    const before = await channelTotal();

    await call({ method: 'POST', path: '/ssp_publisher/channel', body: { name: 'c'.repeat(20) } });

    expect(await channelTotal()).toBe(before + 1);
  });
});

describe('zone add', () => {
  const addZone = (body: Record<string, unknown>) =>
    call({ method: 'POST', path: '/ssp_publisher/domain/1001/zone/add', body, silent: true });

  it("refuses ad type 1 without a zone size with 'Please select zone size'", async () => {
    await expect(addZone({ ad_type: 1 })).rejects.toMatchObject({ message: 'Please select zone size' });
  });

  it("refuses a zone without an ad type with 'Please select zone type'", async () => {
    await expect(addZone({})).rejects.toMatchObject({ message: 'Please select zone type' });
    await expect(addZone({ ad_type: null })).rejects.toMatchObject({ message: 'Please select zone type' });
    await expect(addZone({ ad_type: '' })).rejects.toMatchObject({ message: 'Please select zone type' });
  });

  it('adds no zone when the ad type is missing', async () => {
    const zones = async () =>
      (await call<{ total: number }>({ path: '/ssp_publisher/domain/1001/zones' })).data?.total;
    const before = await zones();

    await addZone({ description: 'no type' }).catch(() => undefined);

    expect(await zones()).toBe(before);
  });

  it("refuses ad type 7 with a bad background with 'Please enter correct value'", async () => {
    await expect(addZone({ ad_type: 7, space: 1.6, background: 'ggg' })).rejects.toMatchObject({
      message: 'Please enter correct value',
    });
  });

  it('refuses an ad format or zone size its dictionary does not hold', async () => {
    await expect(addZone({ ad_type: 99 })).rejects.toMatchObject({
      message: "Ad Format: '99' is not one of the choices",
    });
    await expect(addZone({ ad_type: 1, ad_size: [2, 42] })).rejects.toMatchObject({
      message: "Zone Size: '42' is not one of the choices",
    });
  });

  it('refuses a space that is not one of the options', async () => {
    await expect(addZone({ ad_type: 7, space: 9, background: 'fff' })).rejects.toMatchObject({
      message: "Space: '9' is not one of the choices",
    });
  });

  it('adds an ad type 1 zone with a size', async () => {
    const envelope = await addZone({ ad_type: 1, ad_size: [2] });

    expect(envelope.data).toMatchObject({ site_id: 1001, ad_type: 1, ad_size: [2] });
  });
});
